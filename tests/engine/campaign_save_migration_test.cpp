// Save format migrations: a save in the documented version 0 layout (docs/save-format.md)
// loads, equals the campaign it describes, and is written back as the current version.
#include <catch2/catch.hpp>

#include "campaign_save_test_support.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

// Version 0 as documented: "version": 0 and {"type": ...} actions, nothing redundant.
// Written here from the documentation, independently of the migration code.
json version_0_of(const Campaign& campaign) {
  json actions = json::array();
  const json current = campaign_save_json(campaign, test::kSavedAt);
  for (const json& command : current.at("commands")) {
    if (command.is_string()) {
      actions.push_back({{"type", command}});
    } else if (command.contains("sticker")) {
      actions.push_back(
          {{"type", "sticker"}, {"x", command["sticker"]["x"]}, {"y", command["sticker"]["y"]}});
    } else if (command.contains("sticker_on")) {
      actions.push_back({{"type", "sticker_on"}, {"piece", command["sticker_on"]}});
    } else if (command.contains("play")) {
      actions.push_back({{"type", "play"}, {"action", command["play"]}});
    } else {
      FAIL("unexpected command " << command.dump());
    }
  }
  return {{"format", "mycity-campaign-save"}, {"version", 0},
          {"campaign", current["campaign"]},  {"seed", current["seed"]},
          {"players", current["players"]},    {"actions", actions}};
}

}  // namespace

TEST_CASE("Campaign save migration: a version 0 save of a played campaign loads the same",
          "[campaign][save][migration]") {
  const CampaignDef def = test::cut_campaign({1, 10, 16});
  test::BotCampaign run(def, 3, 31);
  run.run(150);
  const LoadedSave loaded = test::load_text(version_0_of(run.campaign).dump(), def);
  CHECK(loaded.format_version == 0);
  CHECK_FALSE(loaded.saved_at.has_value());
  CHECK(campaign_summary_json(loaded.campaign) == campaign_summary_json(run.campaign));
  // Saved again, it is a current save with every redundant member, and loads as one.
  const LoadedSave again = test::load_text(test::save_text(loaded.campaign), def);
  CHECK(again.format_version == kSaveFormatVersion);
  CHECK(test::save_text(again.campaign) == test::save_text(run.campaign));
}

TEST_CASE("Campaign save migration: the shipped version 0 example", "[campaign][save][migration]") {
  const std::string file = std::string(MYCITY_TEST_DATA_DIR) + "/saves/version-0.json";
  const LoadedSave loaded = read_campaign_save(file, test::catalogue(), test::legacy_campaign());
  CHECK(loaded.format_version == 0);
  // The file: Ann and Ben, seed 5, the first envelope opened and both drop out at once.
  Campaign expected(test::catalogue(), test::legacy_campaign(), test::players(2), 5);
  expected.open_envelope();
  REQUIRE_FALSE(expected.play(Action::drop()));
  REQUIRE_FALSE(expected.play(Action::drop()));
  CHECK(campaign_summary_json(loaded.campaign) == campaign_summary_json(expected));
  CHECK(loaded.campaign.initial_players()[1].city == "Owlbury");
}

TEST_CASE("Campaign save migration: the steps", "[campaign][save][migration]") {
  REQUIRE(save_migrations().size() == static_cast<std::size_t>(kSaveFormatVersion));
  for (int v = 0; v < kSaveFormatVersion; ++v)
    CHECK(save_migrations()[static_cast<std::size_t>(v)].from == v);
  // A current document passes through unchanged.
  const CampaignDef def = test::cut_campaign({1});
  test::BotCampaign run(def, 2, 1);
  run.run(7);
  const json doc = campaign_save_json(run.campaign, test::kSavedAt);
  CHECK(migrate_save(doc, "x") == doc);
  json v0 = version_0_of(run.campaign);
  const json migrated = migrate_save(v0, "x");
  CHECK(migrated.at("format_version") == 1);
  CHECK(migrated.at("commands") == doc.at("commands"));
  CHECK(migrated.at("summary").is_null());
  CHECK_FALSE(migrated.contains("actions"));
  CHECK_FALSE(migrated.contains("version"));
}
