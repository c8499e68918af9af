// Save format migrations: each step takes a document of one version to the next, so a save
// written by any earlier release still loads (docs/save-format.md, "Migrations").
#include <algorithm>

#include "campaign_save_json.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity {

using nlohmann::json;

namespace {

// Version 0 logged {"type": ..., ...} actions; version 1 has the command forms of
// docs/save-format.md. An entry of an unknown type becomes {"<type>": entry}, so the loader
// names it as an unknown command; anything else malformed is kept for the loader to name.
json command_from_version_0(const json& action) {
  if (!action.is_object() || !action.contains("type") || !action["type"].is_string()) return action;
  const std::string type = action["type"].get<std::string>();
  const auto field = [&](const char* key) { return action.value(key, json(nullptr)); };
  if (type == "open_envelope" || type == "next_episode") return type;
  if (type == "sticker") return {{"sticker", {{"x", field("x")}, {"y", field("y")}}}};
  if (type == "sticker_on") return {{"sticker_on", field("piece")}};
  if (type == "play") return {{"play", field("action")}};
  if (type == "replace_player") {
    return {{"replace_player",
             {{"seat", field("seat")}, {"name", field("name")}, {"animal", field("animal")}}}};
  }
  return {{type, action}};
}

json from_version_0(json doc) {
  doc.erase("version");
  doc["format_version"] = 1;
  if (doc.contains("actions") && doc["actions"].is_array()) {
    json commands = json::array();
    for (const json& action : doc["actions"]) commands.push_back(command_from_version_0(action));
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
void require_version_0_layout(const json& doc, const detail::JsonPlace& root) {
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
      (root / detail::excerpt(key))
          .fail(
              "not a member of a version 0 save, which has only format, version, campaign, "
              "seed, players and actions");
    }
  }
  detail::member(doc, "actions", root);
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
  const detail::JsonPlace root(source);
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
