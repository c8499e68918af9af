// Save format migrations: a save in the documented version 0 layout (docs/save-format.md)
// loads, equals the campaign it describes, and is written back as the current version; a
// version 1 save keeps the mirroring it was played with (R1).
#include <algorithm>
#include <fstream>

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
  // Saves before record version 2 were played with mirroring (R1).
  REQUIRE(campaign.initial_house_rules().mirror);
  return {{"format", "mycity-campaign-save"}, {"version", 0},
          {"campaign", current["campaign"]},  {"seed", current["seed"]},
          {"players", current["players"]},    {"actions", actions}};
}

json shipped_version_0() {
  std::ifstream in(std::string(MYCITY_TEST_DATA_DIR) + "/saves/version-0.json");
  return json::parse(in);
}

std::string refusal(const json& doc) {
  try {
    test::load_text(doc.dump(), test::legacy_campaign());
  } catch (const base::ContentError& e) {
    return e.what();
  }
  FAIL("the save was accepted");
  return "";
}

}  // namespace

TEST_CASE("Campaign save migration: a version 0 save of a played campaign loads the same",
          "[campaign][save][migration]") {
  const CampaignDef def = test::cut_campaign({1, 10, 16});
  test::BotCampaign run(def, 3, 31, HouseRules{.mirror = true});
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
  Campaign expected(test::catalogue(), test::legacy_campaign(), test::players(2), 5,
                    HouseRules{.mirror = true});
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
  test::BotCampaign run(def, 2, 1, HouseRules{.mirror = true});
  run.run(7);
  const json doc = campaign_save_json(run.campaign, test::kSavedAt);
  CHECK(migrate_save(doc, "x") == doc);
  json v0 = version_0_of(run.campaign);
  const json migrated = migrate_save(v0, "x");
  CHECK(migrated.at("format_version") == kSaveFormatVersion);
  CHECK(migrated.at("house_rules") == json::array({"mirror"}));
  CHECK(migrated.at("commands") == doc.at("commands"));
  CHECK(migrated.at("summary").is_null());
  CHECK_FALSE(migrated.contains("actions"));
  CHECK_FALSE(migrated.contains("version"));
}

TEST_CASE("R1: a version 1 save keeps the mirroring it was played with, and the group may end it",
          "[R1][campaign][save][migration]") {
  // Written by the release before record version 2: three episodes played by greedy
  // computer players, mirrored buildings among them, stopped before chapter 2's envelope.
  const std::string file = std::string(MYCITY_TEST_DATA_DIR) + "/saves/version-1-mirrored.json";
  const LoadedSave loaded = read_campaign_save(file, test::catalogue(), test::legacy_campaign());
  CHECK(loaded.format_version == 1);
  Campaign campaign = loaded.campaign;
  CHECK(campaign.house_rules().mirror);
  CHECK(campaign.initial_house_rules().mirror);
  const auto mirrored = std::count_if(
      campaign.commands().begin(), campaign.commands().end(), [](const CampaignCommand& c) {
        return c.kind == CampaignCommand::Kind::Play && c.action.kind == ActionKind::Build &&
               c.action.placement.flip;
      });
  CHECK(mirrored > 0);
  for (const EpisodeLog& log : campaign.episode_logs())
    CHECK(episode_record(campaign, log).house_rules.mirror);
  REQUIRE(campaign.phase() == CampaignPhase::EnvelopeSealed);

  // Between episodes the group switches mirroring off: the next episode is played as printed.
  campaign.set_house_rules(HouseRules{});
  campaign.open_envelope();
  while (campaign.phase() == CampaignPhase::StartStickers) {
    const Bitboard cells = campaign.legal_cells();
    if (cells.any()) {
      std::optional<Cell> first;
      cells.for_each([&](Cell c) { first = first ? first : c; });
      REQUIRE_FALSE(campaign.place_sticker(*first));
    } else {
      REQUIRE_FALSE(campaign.place_sticker_on_piece(campaign.legal_pieces().front()));
    }
  }
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  const Game& game = campaign.game();
  CHECK_FALSE(game.house_rules().mirror);
  const int piece = game.current_piece();
  const Placement flipped{piece, 0, true, 0, 0};
  const auto refused = game.check(Action::build(flipped));
  REQUIRE(refused.has_value());
  CHECK(refused->rule == "R1");

  // Saved and loaded again, the change is kept as a command of the current version.
  const LoadedSave again = test::load_text(test::save_text(campaign), test::legacy_campaign());
  CHECK(again.format_version == kSaveFormatVersion);
  CHECK_FALSE(again.campaign.house_rules().mirror);
  CHECK(again.campaign.initial_house_rules().mirror);
  const json doc = json::parse(test::save_text(campaign));
  CHECK(doc.at("house_rules") == json::array({"mirror"}));
  CHECK(doc.at("summary").at("house_rules") == json::array());
}

TEST_CASE(
    "Campaign save migration: a version 0 action's unknown or missing member is refused "
    "at its path in the file",
    "[campaign][save][migration][v0-unknown-member]") {
  const json base = shipped_version_0();
  REQUIRE(test::load_text(base.dump(), test::legacy_campaign()).format_version == 0);
  const auto with_action = [&](std::size_t i, const json& action) {
    json doc = base;
    doc["actions"][i] = action;
    return refusal(doc);
  };
  CHECK_THAT(with_action(0, {{"type", "open_envelope"}, {"bogus", {{"x", 1}}}}),
             Catch::StartsWith("test-save.json: at /actions/0/bogus: unknown member"));
  CHECK_THAT(with_action(1, {{"type", "play"}, {"actoin", "drop"}, {"action", "drop"}}),
             Catch::Contains("at /actions/1/actoin: unknown member"));
  CHECK_THAT(with_action(1, {{"type", "play"}, {"actoin", "drop"}}),
             Catch::Contains("at /actions/1/actoin: unknown member"));
  CHECK_THAT(with_action(1, {{"type", "play"}}),
             Catch::Contains("at /actions/1: missing member \"action\""));
  CHECK_THAT(with_action(2, {{"type", "play"}, {"action", "drop"}, {"format_version", 2}}),
             Catch::Contains("at /actions/2/format_version: unknown member"));
  // Computer players came after version 0: its replace_player had no "computer".
  CHECK_THAT(with_action(2, {{"type", "replace_player"},
                             {"seat", 1},
                             {"name", "Eve"},
                             {"animal", "cat"},
                             {"computer", "hard"}}),
             Catch::Contains("at /actions/2/computer: unknown member"));
  CHECK_THAT(with_action(0, {{"kind", "open_envelope"}}),
             Catch::Contains("at /actions/0: missing member \"type\""));
  CHECK_THAT(with_action(0, "open_envelope"), Catch::Contains("at /actions/0: expected an object"));
  json not_a_list = base;
  not_a_list["actions"] = {{"type", "open_envelope"}};
  CHECK_THAT(refusal(not_a_list), Catch::Contains("at /actions: expected an array"));
}
