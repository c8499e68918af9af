// Episode results in the campaign: cap (R22), deficits (R23), ranking (R40, R41), rewards
// (R42-R45), forfeits (R51), winner (R46). Each plays episode 1 with one Hut (Y-D2): on the
// empty legacy board 10 + 12 trees - 12 rocks - 89 empty meadow = -79; with the Hut, -77.
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "campaign_test_support.hpp"

using namespace mycity;

namespace {

CampaignDef hut_campaign(int episodes = 1) {
  std::vector<int> numbers;
  for (int n = 1; n <= episodes; ++n) numbers.push_back(n);
  CampaignDef def = test::cut_campaign(numbers);
  for (EpisodeDef& e : def.episodes) e.ruleset.deck = {"Y-D2"};
  return def;
}

// Places the pending stickers one at a time, naming each "seat:sticker".
std::vector<std::string> place_each(Campaign& campaign) {
  std::vector<std::string> seen;
  while (const auto& p = campaign.pending_sticker()) {
    seen.push_back(std::to_string(p->seat) + ":" + p->sticker);
    Cell first{-1, -1};
    campaign.legal_cells().for_each([&](Cell c) {
      if (first.x < 0) first = c;
    });
    if (is_building_sticker(p->sticker)) {
      REQUIRE_FALSE(campaign.place_sticker_on_piece(campaign.legal_pieces().front()));
    } else {
      REQUIRE_FALSE(campaign.place_sticker(first));
    }
  }
  return seen;
}

}  // namespace

// Empty meadow per row from the top (R41): 7 9 10 9 10 8 10 10 8 8. The Hut at the top
// (5,0)-(6,0) leaves 5 in row 0; the Hut at the bottom (6,9)-(7,9) leaves 6 in row 9.
TEST_CASE("R40, R41, R42: three players, ranked by score then empty meadow by row",
          "[campaign][rewards]") {
  const CampaignDef def = hut_campaign();
  Campaign campaign(test::catalogue(), def, test::players(3), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_bottom()}});
  REQUIRE(campaign.phase() == CampaignPhase::RewardStickers);
  const auto& a = campaign.player(0).history.back();
  const auto& b = campaign.player(1).history.back();
  const auto& c = campaign.player(2).history.back();
  CHECK(a.score == -77);
  CHECK(b.score == -77);
  CHECK(c.score == -79);
  CHECK(a.rank == 1);  // row 0: 5 empty cells against 7
  CHECK(b.rank == 2);
  CHECK(c.rank == 3);
  CHECK(a.place == Place::First);
  CHECK(b.place == Place::Second);
  CHECK(c.place == Place::Others);
  // Episode 1: 1st 2P + rock, 2nd 1P, others a tree.
  CHECK(campaign.player(0).progress == 2);
  CHECK(campaign.player(1).progress == 1);
  CHECK(campaign.player(2).progress == 0);
  CHECK(place_each(campaign) == std::vector<std::string>{"0:rock", "2:tree"});
  CHECK(campaign.phase() == CampaignPhase::Finished);
  CHECK(campaign.player(0).history.back().stickers_gained == std::vector<std::string>{"rock"});
  CHECK(campaign.player(1).history.back().stickers_gained.empty());
  CHECK(campaign.player(2).history.back().stickers_gained == std::vector<std::string>{"tree"});
}

TEST_CASE("R41: players still tied share the place and its reward", "[campaign][rewards]") {
  const CampaignDef def = hut_campaign();
  Campaign campaign(test::catalogue(), def, test::players(3), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_top()}});
  CHECK(campaign.player(0).history.back().rank == 1);
  CHECK(campaign.player(1).history.back().rank == 1);
  CHECK(campaign.player(2).history.back().rank == 3);  // competition ranking: 1, 1, 3
  CHECK(campaign.player(0).progress == 2);
  CHECK(campaign.player(1).progress == 2);
  CHECK(campaign.player(2).progress == 0);  // rank 3 is "others", nobody is 2nd
  CHECK(place_each(campaign) == std::vector<std::string>{"0:rock", "1:rock", "2:tree"});
}

TEST_CASE("R43: with two players the 2nd counts as the others", "[campaign][rewards]") {
  CHECK(reward_place(1, 2) == Place::First);
  CHECK(reward_place(2, 2) == Place::Others);
  CHECK(reward_place(2, 3) == Place::Second);
  CHECK(reward_place(3, 3) == Place::Others);
  CHECK(reward_place(2, 4) == Place::Second);
  CHECK(reward_place(4, 4) == Place::Others);

  const CampaignDef def = hut_campaign();
  Campaign campaign(test::catalogue(), def, test::players(2), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_bottom()}});
  CHECK(campaign.player(0).progress == 2);
  CHECK(campaign.player(1).progress == 0);  // not 1: the 2nd of two has no progress
  CHECK(campaign.player(1).history.back().place == Place::Others);
  CHECK(place_each(campaign) == std::vector<std::string>{"0:rock", "1:tree"});
}

TEST_CASE("R44: the place's stickers, in table order, seat by seat", "[campaign][rewards]") {
  // Episode 2's table: 1st 2P + rock, 2nd 1P + tree, others tree + tree.
  CampaignDef def = test::cut_campaign({2});
  def.episodes[0].ruleset.deck = {"Y-D2"};
  Campaign campaign(test::catalogue(), def, test::players(4), 7);
  campaign.open_envelope();
  // Seat 3 wins at the top, seat 1 is 2nd at the bottom, seats 0 and 2 drop (-79).
  test::play_scripted(campaign, {{3, test::hut_top()}, {1, test::hut_bottom()}});
  CHECK(campaign.player(3).history.back().rank == 1);
  CHECK(campaign.player(1).history.back().rank == 2);
  CHECK(campaign.player(0).history.back().rank == 3);
  CHECK(campaign.player(2).history.back().rank == 3);
  CHECK(place_each(campaign) ==
        std::vector<std::string>{"0:tree", "0:tree", "1:tree", "2:tree", "2:tree", "3:rock"});
  // The first free spot in board order is (6,0), then (2,1), (3,1).
  CHECK(campaign.player(0).board.single_trees.test({6, 0}));
  CHECK(campaign.player(0).board.single_trees.test({2, 1}));
  CHECK(campaign.player(3).board.single_rocks.test({6, 0}));
  CHECK(campaign.player(3).board.single_trees.empty());
}

TEST_CASE("R22: reaching the cap fills one progress symbol besides the place's",
          "[campaign][rewards]") {
  // With a cap of 20 and trees scored first every track reaches it at the first term
  // (10 + 12 = 22) and stays at 20; the tie is broken by empty meadow rows (R41) as before.
  CampaignDef def = hut_campaign();
  def.episodes[0].ruleset.cap = 20;
  auto& terms = def.episodes[0].ruleset.end_terms;
  std::stable_partition(terms.begin(), terms.end(),
                        [](const TermSpec& t) { return t.id == "trees"; });
  Campaign campaign(test::catalogue(), def, test::players(3), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_bottom()}});
  for (int seat = 0; seat < 3; ++seat) {
    CHECK(campaign.player(seat).history.back().score == 20);
    CHECK(campaign.player(seat).history.back().capped);
  }
  CHECK(campaign.player(0).progress == 3);  // 2 for 1st + 1 for the cap
  CHECK(campaign.player(1).progress == 2);  // 1 for 2nd + 1
  CHECK(campaign.player(2).progress == 1);  // the cap alone
  CHECK(campaign.player(2).history.back().progress == 1);
  CHECK(campaign.episode_logs().back().result.players[0].progress == 3);
}

TEST_CASE("R43, R22: the 2nd of two who both reach 50 still fills the cap's symbol",
          "[campaign][rewards]") {
  // Trees scored four times first: 10 + 4 x 12 = 58, so both tracks stop at the cap of 50
  // and the tie goes to the top row (R41). The table's rewards go to the 1st alone (R43);
  // the cap's symbol is not one of them, so each fills it.
  CampaignDef def = hut_campaign();
  REQUIRE(def.episodes[0].ruleset.cap == 50);
  auto& terms = def.episodes[0].ruleset.end_terms;
  terms.insert(terms.begin(), 4, term_spec("trees", nlohmann::json::object()));
  Campaign campaign(test::catalogue(), def, test::players(2), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_bottom()}});
  for (int seat = 0; seat < 2; ++seat) {
    CHECK(campaign.player(seat).history.back().score == 50);
    CHECK(campaign.player(seat).history.back().capped);
  }
  CHECK(campaign.player(0).history.back().rank == 1);
  CHECK(campaign.player(1).history.back().place == Place::Others);
  CHECK(campaign.player(0).progress == 3);  // 2 for 1st + 1 for the cap
  CHECK(campaign.player(1).progress == 1);  // the cap alone: nothing for 2nd of two
  // Episode 1's table: 1st a rock, the others a tree.
  CHECK(place_each(campaign) == std::vector<std::string>{"0:rock", "1:tree"});
}

TEST_CASE("R23: a deficit stays in the episode's score and does not carry over",
          "[campaign][rewards]") {
  const CampaignDef def = hut_campaign(2);
  Campaign campaign(test::catalogue(), def, test::players(2), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {});
  CHECK(campaign.player(0).history.back().score == -79);
  CHECK(campaign.episode_logs().back().result.players[0].score == -79);
  test::place_all_first_legal(campaign);
  campaign.next_episode();
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  CHECK(campaign.game().player(0).track.value() == 10);
  CHECK(campaign.game().player(1).track.value() == 10);
}

TEST_CASE("R45: the board holds two rows of progress symbols", "[campaign][rewards]") {
  const CampaignDef def = hut_campaign();
  const Campaign campaign(test::catalogue(), def, test::players(2), 7);
  CHECK(campaign.progress_capacity() == 80);  // 2 rows of 40 (content.md)
}

TEST_CASE("R51: a sticker with no legal cell or piece left is forfeited",
          "[campaign][rewards][stickers]") {
  // Both players drop at once and tie for 1st; the 1st gets 25 trees and 25 stars: the
  // board has 24 free sticker spots and 24 yellow/red/blue pieces.
  CampaignDef def = hut_campaign();
  def.episodes[0].rewards.first.stickers.assign(25, "tree");
  def.episodes[0].rewards.first.stickers.insert(def.episodes[0].rewards.first.stickers.end(), 25,
                                                "star");
  Campaign campaign(test::catalogue(), def, test::players(2), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {});
  test::place_all_first_legal(campaign);
  REQUIRE(campaign.phase() == CampaignPhase::Finished);
  for (int seat = 0; seat < 2; ++seat) {
    const CampaignPlayer& p = campaign.player(seat);
    CHECK(p.history.back().forfeited == std::vector<std::string>{"tree", "star"});
    CHECK(p.history.back().stickers_gained.size() == 48);
    CHECK(p.board.single_trees.count() == 24);
    CHECK(free_sticker_spots(p.board).empty());
    CHECK(p.piece_stickers.size() == 24);
  }
}

TEST_CASE("R46: most progress wins, then most first places, then a shared victory",
          "[campaign][rewards]") {
  // Two hut episodes, three players; 1st and 2nd both fill 1 symbol, no stickers.
  CampaignDef def = hut_campaign(2);
  for (EpisodeDef& e : def.episodes) {
    e.rewards.first = {1, {}};
    e.rewards.second = {1, {}};
    e.rewards.others = {0, {}};
  }
  Campaign campaign(test::catalogue(), def, test::players(3), 7);
  campaign.open_envelope();
  // Episode 1: seat 0 1st, seat 1 2nd.
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_bottom()}});
  REQUIRE(campaign.phase() == CampaignPhase::BetweenEpisodes);
  campaign.next_episode();

  SECTION("equal progress, more first places") {
    test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_top()}});  // 1, 1, 3
    REQUIRE(campaign.phase() == CampaignPhase::Finished);
    CHECK(campaign.player(0).progress == 2);
    CHECK(campaign.player(1).progress == 2);
    CHECK(campaign.first_places(0) == 2);
    CHECK(campaign.first_places(1) == 1);
    CHECK(campaign.winners() == std::vector<int>{0});
  }
  SECTION("equal progress, equal first places: shared") {
    test::play_scripted(campaign, {{1, test::hut_top()}, {0, test::hut_bottom()}});
    REQUIRE(campaign.phase() == CampaignPhase::Finished);
    CHECK(campaign.player(0).progress == 2);
    CHECK(campaign.player(1).progress == 2);
    CHECK(campaign.player(2).progress == 0);
    CHECK(campaign.winners() == std::vector<int>{0, 1});
  }
  SECTION("most progress") {
    test::play_scripted(campaign, {{0, test::hut_top()}});  // seats 1 and 2 tie for 2nd
    REQUIRE(campaign.phase() == CampaignPhase::Finished);
    CHECK(campaign.player(0).progress == 2);
    CHECK(campaign.player(1).progress == 2);
    CHECK(campaign.player(2).progress == 1);
    CHECK(campaign.winners() == std::vector<int>{0});  // 2 first places against 0
  }
}

TEST_CASE("R42: episode 24, the finale, fills 4 and 2 symbols", "[campaign][rewards]") {
  CampaignDef def = test::cut_campaign({24});
  def.episodes[0].ruleset.deck = {"Y-D2"};
  Campaign campaign(test::catalogue(), def, test::players(3), 7);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}, {1, test::hut_bottom()}});
  CHECK(campaign.phase() == CampaignPhase::Finished);  // no stickers in the finale
  CHECK(campaign.player(0).progress == 4);
  CHECK(campaign.player(1).progress == 2);
  CHECK(campaign.player(2).progress == 0);
  CHECK(campaign.winners() == std::vector<int>{0});
}
