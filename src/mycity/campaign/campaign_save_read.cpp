// Reading a campaign save: parse, migrate, replay every command through the engine, then
// check the redundant summary and episode records against the replay (docs/save-format.md).
#include <algorithm>

#include <nlohmann/json.hpp>

#include "../record_json.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "campaign_save_json.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity {

using base::JsonPlace;
using nlohmann::json;

namespace {

// Range checks on the summary's numbers before comparing it with the replay, so an
// impossible value is named as such rather than as a disagreement.
void check_summary_bounds(const json& summary, const CampaignDef& definition, int progress_capacity,
                          const JsonPlace& place) {
  base::expect_object(summary, place);
  base::int_member(summary, "episode", place, 1, definition.episode_count());
  const JsonPlace at = place / "cities";
  const json& cities = base::expect_array(base::member(summary, "cities", place), at,
                                          static_cast<std::size_t>(definition.max_players));
  for (std::size_t i = 0; i < cities.size(); ++i) {
    base::expect_object(cities[i], at / i);
    base::int_member(cities[i], "progress", at / i, 0, progress_capacity);
    const json& history =
        base::expect_array(base::member(cities[i], "history", at / i), at / i / "history",
                           static_cast<std::size_t>(definition.episode_count()));
    for (std::size_t e = 0; e < history.size(); ++e) {
      base::expect_object(history[e], at / i / "history" / e);
      base::int_member(history[e], "progress", at / i / "history" / e, 0, progress_capacity);
    }
    const JsonPlace stickers_at = at / i / "stickers";
    const json& stickers =
        base::expect_array(base::member(cities[i], "stickers", at / i), stickers_at, 1000);
    for (std::size_t s = 0; s < stickers.size(); ++s) {
      const json* x = base::optional_member(stickers[s], "x", stickers_at / s);
      const json* y = base::optional_member(stickers[s], "y", stickers_at / s);
      if (x != nullptr) base::expect_int(*x, stickers_at / s / "x", 0, kMaxBoardWidth - 1);
      if (y != nullptr) base::expect_int(*y, stickers_at / s / "y", 0, kMaxBoardHeight - 1);
    }
  }
}

std::optional<std::string> parse_saved_at(const json& doc, bool migrated, const JsonPlace& root) {
  const json& value = base::member(doc, "saved_at", root);
  if (value.is_null() && migrated) return std::nullopt;
  const std::string text = base::expect_string(value, root / "saved_at");
  if (!detail::is_timestamp(text))
    (root / "saved_at")
        .fail("expected an ISO 8601 date and time, found \"" + base::excerpt(text) + "\"");
  return text;
}

// The campaign's name as the players typed it, when the file's name could not hold it.
std::optional<std::string> parse_name(const json& doc, const JsonPlace& root) {
  const json* value = base::optional_member(doc, detail::kSaveNameMember, root);
  if (value == nullptr) return std::nullopt;
  std::string name = base::expect_name(*value, root / "name", kMaxSaveNameBytes);
  if (!CampaignSaves::valid_name(name)) (root / "name").fail("must not be empty or only spaces");
  return name;
}

Campaign replay_commands(const json& doc, const Catalogue& catalogue, const CampaignDef& definition,
                         const JsonPlace& root) {
  const std::string id = base::string_member(doc, "campaign", root);
  if (id != definition.id) {
    (root / "campaign")
        .fail("the save is of campaign \"" + base::excerpt(id) + "\", not \"" + definition.id +
              "\"");
  }
  const std::uint64_t seed = detail::parse_seed(base::member(doc, "seed", root), root / "seed");
  Campaign campaign(
      catalogue, definition,
      detail::parse_players(base::member(doc, "players", root), definition, root / "players"), seed,
      detail::parse_house_rule_ids(base::member(doc, "house_rules", root), root / "house_rules"));
  const JsonPlace at = root / "commands";
  const json& commands =
      base::expect_array(base::member(doc, "commands", root), at, kMaxSaveCommands);
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const CampaignCommand command = detail::parse_command(commands[i], catalogue, at / i);
    std::optional<Violation> violation;
    try {
      violation = detail::apply_command(campaign, command);
    } catch (const base::ContentError&) {
      throw;
    } catch (const base::Error& e) {
      (at / i).fail(e.what());
    }
    if (violation) (at / i).fail("refused by " + violation->rule + ": " + violation->reason);
  }
  return campaign;
}

void check_episodes(const json& doc, const Campaign& campaign, const JsonPlace& root) {
  const JsonPlace at = root / "episodes";
  const json& found =
      base::expect_array(base::member(doc, "episodes", root), at,
                         static_cast<std::size_t>(campaign.definition().episode_count()));
  json expected = json::array();
  for (const EpisodeLog& log : campaign.episode_logs()) {
    if (!log.scored()) continue;
    expected.push_back(record_to_json(episode_record(campaign, log), campaign.catalogue()));
  }
  detail::require_same(expected, found, at);
}

LoadedSave load_migrated(const json& doc, int version, const Catalogue& catalogue,
                         const CampaignDef& definition, const JsonPlace& root) {
  base::expect_known_members(doc, detail::kSaveMembers, root);
  const bool from_version_0 = version == 0;
  std::optional<std::string> saved_at = parse_saved_at(doc, from_version_0, root);
  std::optional<std::string> name = parse_name(doc, root);
  Campaign campaign = replay_commands(doc, catalogue, definition, root);
  // A save migrated from version 0 has no summary or episode records to check (null).
  const json& summary = base::member(doc, "summary", root);
  if (!(from_version_0 && summary.is_null())) {
    check_summary_bounds(summary, definition, campaign.progress_capacity(), root / "summary");
    detail::require_same(campaign_summary_json(campaign), summary, root / "summary");
  }
  if (!(from_version_0 && base::member(doc, "episodes", root).is_null()))
    check_episodes(doc, campaign, root);
  return LoadedSave{std::move(campaign), std::move(saved_at), version, std::move(name)};
}

}  // namespace

LoadedSave load_campaign_save(const json& doc, const Catalogue& catalogue,
                              const CampaignDef& definition, const std::string& source) {
  const JsonPlace root(source);
  try {
    const int version = detail::save_version(doc, root);
    return load_migrated(migrate_save(doc, source), version, catalogue, definition, root);
  } catch (const base::ContentError&) {
    throw;
  } catch (const std::exception& e) {
    // Anything else the engine refuses (e.g. a campaign it cannot set up) is still this
    // file's problem.
    throw base::ContentError(source, "", e.what());
  }
}

LoadedSave parse_campaign_save(const std::string& text, const Catalogue& catalogue,
                               const CampaignDef& definition, const std::string& source) {
  return load_campaign_save(base::parse_json_text(text, source, detail::kSaveLimits), catalogue,
                            definition, source);
}

LoadedSave read_campaign_save(const std::filesystem::path& file, const Catalogue& catalogue,
                              const CampaignDef& definition) {
  return load_campaign_save(detail::read_save_file(file), catalogue, definition,
                            base::utf8_string(file));
}

}  // namespace mycity
