// Save -> load round trips: at every action of a short campaign, and resuming a whole
// campaign from a save at random points gives exactly the uninterrupted campaign.
#include <catch2/catch.hpp>

#include "campaign_save_test_support.hpp"
#include "test_scale.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

// The loaded campaign is the saved one: summary, commands, episode records, the game in
// play, and what a save of it writes.
void check_same(const Campaign& original, const Campaign& loaded) {
  REQUIRE(campaign_summary_json(loaded) == campaign_summary_json(original));
  REQUIRE(loaded.commands().size() == original.commands().size());
  REQUIRE(loaded.phase() == original.phase());
  REQUIRE(loaded.pending_sticker().has_value() == original.pending_sticker().has_value());
  REQUIRE(loaded.legal_cells() == original.legal_cells());
  REQUIRE(loaded.legal_pieces() == original.legal_pieces());
  REQUIRE(loaded.has_game() == original.has_game());
  if (original.has_game())
    REQUIRE(test::game_state(loaded.game()) == test::game_state(original.game()));
  for (int s = 0; s < original.player_count(); ++s) {
    REQUIRE(layout_map(loaded.player(s).board) == layout_map(original.player(s).board));
    REQUIRE(loaded.player(s).piece_stickers == original.player(s).piece_stickers);
  }
  REQUIRE(test::save_text(loaded) == test::save_text(original));
}

}  // namespace

TEST_CASE("Campaign save: round trip after every action of a short campaign", "[campaign][save]") {
  // Episodes with a start sticker of each kind: the first, gold (10), filters (16), the
  // railway (19), cut into one chapter.
  const CampaignDef def = test::cut_campaign({1, 10, 16, 19});
  for (int players : {2, 4}) {
    test::BotCampaign run(def, players, 40 + static_cast<std::uint64_t>(players));
    int actions = 0;
    do {
      const std::string text = test::save_text(run.campaign);
      const LoadedSave loaded = test::load_text(text, def);
      INFO("players " << players << ", after action " << actions);
      CHECK(loaded.format_version == kSaveFormatVersion);
      CHECK(loaded.saved_at == test::kSavedAt);
      check_same(run.campaign, loaded.campaign);
      ++actions;
    } while (run.step());
    CHECK(run.campaign.phase() == CampaignPhase::Finished);
    CHECK(actions > 4 * players);
  }
}

TEST_CASE("Campaign save: resuming from a save at random points gives the same campaign",
          "[campaign][save]") {
  const CampaignDef& def = test::legacy_campaign();
  for (int players : {2, 3, 4}) {
    const std::uint64_t seed = 70 + static_cast<std::uint64_t>(players);
    test::BotCampaign whole(def, players, seed);
    whole.run(-1);
    REQUIRE(whole.campaign.phase() == CampaignPhase::Finished);
    const std::string final_text = test::save_text(whole.campaign);
    const auto total = static_cast<int>(whole.campaign.commands().size());
    base::Rng pick(seed);
    for (int stop_index = 0; stop_index < 4; ++stop_index) {
      const int stop = static_cast<int>(pick.below(static_cast<std::uint64_t>(total)));
      INFO(players << " players, stopped after " << stop << " of " << total << " actions");
      test::BotCampaign first(def, players, seed);
      first.run(stop);
      const LoadedSave loaded = test::load_text(test::save_text(first.campaign), def);
      check_same(first.campaign, loaded.campaign);
      // Continue the loaded campaign with the same bot stream as the interrupted one.
      test::BotCampaign resumed{def, players, seed};
      resumed.campaign = loaded.campaign;
      resumed.rng = first.rng;
      resumed.run(-1);
      CHECK(test::save_text(resumed.campaign) == final_text);
    }
  }
}

TEST_CASE("Campaign save: a restart mid-episode keeps the deck order and the cards left",
          "[campaign][save]") {
  const CampaignDef& def = test::legacy_campaign();
  test::BotCampaign run(def, 3, 5);
  // Into the third episode's game, a few actions in.
  while (!(run.campaign.episode() == 3 && run.campaign.phase() == CampaignPhase::Playing &&
           run.campaign.game().cards_revealed() > 4)) {
    REQUIRE(run.step());
  }
  const LoadedSave loaded = test::load_text(test::save_text(run.campaign), def);
  const Game& before = run.campaign.game();
  const Game& after = loaded.campaign.game();
  CHECK(after.deck() == before.deck());
  CHECK(after.cards_revealed() == before.cards_revealed());
  CHECK(after.to_act() == before.to_act());
  CHECK(after.current_piece() == before.current_piece());
  CHECK(after.deck() == base::shuffled_deck(def.episode(3).ruleset.deck, episode_deck_seed(5, 3)));
}

TEST_CASE("Campaign save: whole campaigns for 2, 3 and 4 players round-trip at every phase change",
          "[campaign][save]") {
  const CampaignDef& def = test::legacy_campaign();
  // Under the sanitizers 2 players only: each table size takes about 25 s of CPU there.
  const int sizes = test_scale::games(3);
  for (int players = 2; players < 2 + sizes; ++players) {
    test::BotCampaign run(def, players, 90 + static_cast<std::uint64_t>(players));
    CampaignPhase phase = run.campaign.phase();
    int checked = 0;
    for (int action = 1; run.step(); ++action) {
      if (run.campaign.phase() == phase) continue;
      phase = run.campaign.phase();
      INFO(players << " players, action " << action << ", episode " << run.campaign.episode());
      check_same(run.campaign, test::load_text(test::save_text(run.campaign), def).campaign);
      ++checked;
    }
    REQUIRE(run.campaign.phase() == CampaignPhase::Finished);
    CHECK(checked >= 24 * 3);  // at least start stickers or game, rewards, next episode
  }
}
