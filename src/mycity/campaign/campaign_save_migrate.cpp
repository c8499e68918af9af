// Save format migrations: each step takes a document of one version to the next, so a save
// written by any earlier release still loads (docs/save-format.md, "Migrations").
#include <algorithm>
#include <span>

#include <nlohmann/json.hpp>

#include "campaign_save_json.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity {

using nlohmann::json;

namespace {

// Version 0 logged {"type": ..., ...} actions; version 1 has the command forms of
// docs/save-format.md. Each type's members are all required.
constexpr std::string_view kBareAction[] = {"type"};
constexpr std::string_view kStickerAction[] = {"type", "x", "y"};
constexpr std::string_view kStickerOnAction[] = {"type", "piece"};
constexpr std::string_view kPlayAction[] = {"type", "action"};
constexpr std::string_view kReplacePlayerAction[] = {"type", "seat", "name", "animal"};
struct Version0Action {
  std::string_view type;
  std::span<const std::string_view> members;
  json (*command)(const json& action);
};
constexpr Version0Action kVersion0Actions[] = {
    {"open_envelope", kBareAction, [](const json&) -> json { return "open_envelope"; }},
    {"next_episode", kBareAction, [](const json&) -> json { return "next_episode"; }},
    {"sticker", kStickerAction,
     [](const json& a) -> json {
       return {{"sticker", {{"x", a.value("x", json())}, {"y", a.value("y", json())}}}};
     }},
    {"sticker_on", kStickerOnAction,
     [](const json& a) -> json {
       return {{"sticker_on", a.value("piece", json())}};
     }},
    {"play", kPlayAction,
     [](const json& a) -> json {
       return {{"play", a.value("action", json())}};
     }},
    {"replace_player", kReplacePlayerAction, [](const json& a) -> json {
       return {{"replace_player",
                {{"seat", a.value("seat", json())},
                 {"name", a.value("name", json())},
                 {"animal", a.value("animal", json())}}}};
     }}};

const Version0Action* version_0_action(std::string_view type) {
  const auto known =
      std::find_if(std::begin(kVersion0Actions), std::end(kVersion0Actions),
                   [&](const Version0Action& candidate) { return candidate.type == type; });
  return known == std::end(kVersion0Actions) ? nullptr : known;
}

// The upgrade copies only the members it knows, so anything else in an action is refused
// here, at its path in the file, rather than silently dropped.
void require_version_0_action(const json& action, const base::JsonPlace& place) {
  const std::string type = base::string_member(action, "type", place);
  const Version0Action* known = version_0_action(type);
  if (known == nullptr) (place / "type").fail("unknown action \"" + base::excerpt(type) + "\"");
  base::expect_known_members(action, known->members, place);
  for (const std::string_view key : known->members) base::member(action, key, place);
}

// An action it cannot read is kept as it is, for the loader to name (migrate_save() has
// refused it already; the step alone keeps SaveMigration's promise).
json from_version_0(json doc) {
  doc.erase("version");
  doc["format_version"] = 1;
  if (doc.contains("actions") && doc["actions"].is_array()) {
    json commands = json::array();
    for (const json& action : doc["actions"]) {
      const Version0Action* known = nullptr;
      if (action.is_object() && action.contains("type") && action["type"].is_string())
        known = version_0_action(action["type"].get<std::string>());
      commands.push_back(known != nullptr ? known->command(action) : action);
    }
    doc.erase("actions");
    doc["commands"] = std::move(commands);
  }
  // Version 0 kept neither the time nor the redundant members: null means "not recorded",
  // and the next save writes them.
  doc["saved_at"] = nullptr;
  doc["summary"] = nullptr;
  doc["episodes"] = nullptr;
  return doc;
}

// Upgrading nulls the redundant members, so only a document in the version 0 layout may
// be upgraded: anything else labelled 0 would skip their checks.
void require_version_0_layout(const json& doc, const base::JsonPlace& root) {
  if (doc.contains("format_version")) {
    (root / "format_version")
        .fail(
            "a save labelled format version 0 is not in the version 0 layout, which has "
            "\"version\": 0 and \"actions\"");
  }
  static constexpr std::string_view kMembers[] = {"format", "version", "campaign",
                                                  "seed",   "players", "actions"};
  for (const auto& [key, value] : doc.items()) {
    if (std::find(std::begin(kMembers), std::end(kMembers), key) == std::end(kMembers)) {
      (root / base::excerpt(key))
          .fail(
              "not a member of a version 0 save, which has only format, version, campaign, "
              "seed, players and actions");
    }
  }
  const base::JsonPlace at = root / "actions";
  const json& actions =
      base::expect_array(base::member(doc, "actions", root), at, kMaxSaveCommands);
  for (std::size_t i = 0; i < actions.size(); ++i) require_version_0_action(actions[i], at / i);
}

// Version 1 was played under the old R1, with mirroring: it becomes the mirror house rule,
// in the save, its summary and its episode records (record version 2).
json from_version_1(json doc) {
  doc["format_version"] = 2;
  const json mirror = json::array({"mirror"});
  doc["house_rules"] = mirror;
  if (doc.contains("summary") && doc["summary"].is_object()) doc["summary"]["house_rules"] = mirror;
  if (doc.contains("episodes") && doc["episodes"].is_array()) {
    for (json& record : doc["episodes"]) {
      if (!record.is_object() || record.value("version", json()) != 1) continue;
      record["version"] = 2;
      record["house_rules"] = mirror;
    }
  }
  return doc;
}

}  // namespace

const std::vector<SaveMigration>& save_migrations() {
  static const std::vector<SaveMigration> migrations{
      {0,
       "\"version\" becomes \"format_version\"; \"actions\" of {\"type\": ...} become "
       "\"commands\"; saved_at, summary and episodes are added as null",
       from_version_0},
      {1,
       "\"house_rules\": [\"mirror\"] is added (the save was played with mirroring, R1), also "
       "to the summary, and its episode records become record version 2",
       from_version_1},
  };
  return migrations;
}

json migrate_save(json doc, const std::string& source) {
  const base::JsonPlace root(source);
  int version = detail::save_version(doc, root);
  if (version > kSaveFormatVersion) {
    (root / "format_version")
        .fail("format version " + std::to_string(version) +
              " was written by a newer My City; this one reads versions 0 to " +
              std::to_string(kSaveFormatVersion));
  }
  if (version == 0) require_version_0_layout(doc, root);
  if (version == 1 && doc.contains("house_rules"))
    (root / "house_rules")
        .fail("not a member of a version 1 save (house rules came with version 2)");
  while (version < kSaveFormatVersion) {
    const auto& steps = save_migrations();
    const auto step = std::find_if(steps.begin(), steps.end(),
                                   [&](const SaveMigration& m) { return m.from == version; });
    if (step == steps.end())
      (root / "format_version").fail("no migration from format version " + std::to_string(version));
    doc = step->apply(std::move(doc));
    ++version;
  }
  return doc;
}

}  // namespace mycity
