// The campaign's phases: envelopes, start stickers (R52), clearing the board between
// episodes (R50), new players (R54), complete replayable episodes (R55), determinism.
#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "campaign_test_support.hpp"
#include "mycity/campaign_autoplay.hpp"

using namespace mycity;

namespace {

void finish_episode_dropping(Campaign& campaign) {
  test::play_scripted(campaign, {});
  test::place_all_first_legal(campaign);
}

}  // namespace

TEST_CASE("Campaign: an unopened envelope is a state of its own", "[campaign][flow]") {
  Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 1);
  CHECK(campaign.phase() == CampaignPhase::EnvelopeSealed);
  CHECK(campaign.episode() == 1);
  CHECK(campaign.envelopes_opened() == 0);
  CHECK_FALSE(campaign.has_game());
  CHECK_THROWS_AS(campaign.game(), base::Error);
  CHECK_THROWS_AS(campaign.next_episode(), base::Error);
  CHECK_THROWS_AS(campaign.play(Action::drop()), base::Error);

  campaign.open_envelope();
  CHECK(campaign.envelopes_opened() == 1);
  CHECK(campaign.phase() == CampaignPhase::Playing);  // episode 1 has no start stickers
  CHECK_THROWS_AS(campaign.open_envelope(), base::Error);
  for (int episode = 1; episode <= 3; ++episode) {
    REQUIRE(campaign.episode() == episode);
    REQUIRE(campaign.phase() == CampaignPhase::Playing);
    finish_episode_dropping(campaign);
    REQUIRE(campaign.phase() == CampaignPhase::BetweenEpisodes);
    campaign.next_episode();
  }
  // Episode 4 opens chapter 2.
  CHECK(campaign.episode() == 4);
  CHECK(campaign.phase() == CampaignPhase::EnvelopeSealed);
  CHECK(campaign.chapter().title == "Neighbourhoods");
  CHECK(campaign.envelopes_opened() == 1);
  campaign.open_envelope();
  CHECK(campaign.envelopes_opened() == 2);
  CHECK(campaign.phase() == CampaignPhase::Playing);
  CHECK(campaign.player(0).history.size() == 4);
}

TEST_CASE("R52: episode 10 starts with gold on the marks and two wells each, before any card",
          "[campaign][flow][stickers]") {
  const CampaignDef def = test::cut_campaign({10});
  Campaign campaign(test::catalogue(), def, test::players(2), 1);
  campaign.open_envelope();
  REQUIRE(campaign.phase() == CampaignPhase::StartStickers);
  CHECK_FALSE(campaign.has_game());
  for (int seat = 0; seat < 2; ++seat) {
    const BoardLayout& board = campaign.player(seat).board;
    CHECK(board.gold.count() == 2);
    CHECK(board.gold.test({3, 6}));
    CHECK(board.gold.test({11, 6}));
  }
  const std::vector<std::pair<int, Cell>> wells{
      {0, {6, 0}}, {0, {8, 9}}, {1, {2, 1}}, {1, {10, 9}}};
  for (const auto& [seat, cell] : wells) {
    REQUIRE(campaign.pending_sticker());
    CHECK(campaign.pending_sticker()->seat == seat);
    CHECK(campaign.pending_sticker()->sticker == "well");
    CHECK(campaign.pending_sticker()->at_start);
    CHECK(campaign.legal_pieces().empty());
    CHECK(campaign.legal_cells().test(cell));
    const auto refused = campaign.place_sticker({5, 0});  // plain meadow: no spot
    REQUIRE(refused);
    CHECK(refused->rule == "R51");
    CHECK_FALSE(campaign.place_sticker(cell));
  }
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  const City& city = campaign.game().player(0).city;
  CHECK(city.layout().wells.count() == 2);
  CHECK(city.layout().wells.test({8, 9}));
  CHECK(city.layout().gold.count() == 2);
  CHECK(campaign.game().modules().races.size() == 1);  // the gold race
  // The log of stickers: two gold (fixed, at start) and the two wells.
  const auto& applied = campaign.player(0).stickers;
  REQUIRE(applied.size() == 4);
  CHECK(applied[0].sticker == "gold");
  CHECK(applied[2].sticker == "well");
  CHECK(applied[2].at_start);
  CHECK(applied[3].cell == std::optional<Cell>(Cell{8, 9}));
}

TEST_CASE("R52: clearings at episode 13, a filter at 16, the railway at 19",
          "[campaign][flow][stickers]") {
  const CampaignDef def = test::cut_campaign({13, 16, 19});
  Campaign campaign(test::catalogue(), def, test::players(2), 1);
  campaign.open_envelope();
  // Clearing x3 each, on forest beside meadow. (12,9) and (12,0) become legal only once
  // their neighbour (11,9) or (11,0) is cleared.
  const std::vector<Cell> clearings{{11, 9}, {12, 9}, {12, 8}, {11, 0}, {12, 0}, {12, 1}};
  for (int i = 0; i < 6; ++i) {
    const int seat = i / 3;
    REQUIRE(campaign.pending_sticker());
    CHECK(campaign.pending_sticker()->seat == seat);
    CHECK(campaign.pending_sticker()->sticker == "clearing");
    if (i % 3 == 0) {
      CHECK(campaign.legal_cells().count() == 10);
      CHECK_FALSE(campaign.legal_cells().test(clearings[static_cast<std::size_t>(i + 1)]));
    }
    CHECK(campaign.place_sticker({11, 8}));  // meadow already
    CHECK_FALSE(campaign.place_sticker(clearings[static_cast<std::size_t>(i)]));
  }
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  CHECK(campaign.player(0).board.forest.count() == 10);
  CHECK(campaign.player(0).board.spots.test({12, 9}));
  CHECK(campaign.player(1).board.meadow.test({12, 0}));
  CHECK_FALSE(campaign.player(1).board.meadow.test({12, 9}));
  CHECK(campaign.game().player(0).city.empty_meadow().test({12, 8}));
  finish_episode_dropping(campaign);
  campaign.next_episode();
  // Filter x1 each on a blue piece.
  REQUIRE(campaign.phase() == CampaignPhase::StartStickers);
  CHECK(campaign.pending_sticker()->sticker == "filter");
  CHECK(campaign.legal_pieces().size() == 8);
  CHECK(campaign.legal_cells().empty());
  CHECK(campaign.place_sticker_on_piece(test::piece("Y-D2")));
  CHECK(campaign.place_sticker({6, 0}));
  CHECK_FALSE(campaign.place_sticker_on_piece(test::piece("B-W5")));
  CHECK_FALSE(campaign.place_sticker_on_piece(test::piece("B-D2")));
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  CHECK(campaign.game().player(0).city.sticker_of(test::piece("B-W5")) == "filter");
  finish_episode_dropping(campaign);
  campaign.next_episode();
  // The railway is laid by the rules: straight into play.
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  CHECK(campaign.player(1).board.path("railway") != nullptr);
  CHECK(campaign.game().player(1).city.layout().path("railway") != nullptr);
}

TEST_CASE("R50: buildings are removed between episodes, the stickers stay", "[campaign][flow]") {
  CampaignDef def = test::cut_campaign({1, 2});
  def.episodes[0].ruleset.deck = {"Y-D2"};
  Campaign campaign(test::catalogue(), def, test::players(2), 1);
  campaign.open_envelope();
  test::play_scripted(campaign, {{0, test::hut_top()}});
  CHECK(campaign.game().player(0).city.buildings().size() == 1);  // the finished game
  test::place_all_first_legal(campaign);  // seat 0: rock on (6,0); seat 1: tree on (6,0)
  campaign.next_episode();
  REQUIRE(campaign.phase() == CampaignPhase::Playing);
  for (int seat = 0; seat < 2; ++seat) {
    const PlayerState& p = campaign.game().player(seat);
    CHECK(p.city.buildings().empty());
    CHECK(p.city.occupied().empty());
    CHECK(p.track.value() == 10);
  }
  CHECK(campaign.game().player(0).city.layout().single_rocks.test({6, 0}));
  CHECK(campaign.game().player(1).city.layout().single_trees.test({6, 0}));
  // The sticker on a spot of the Hut's old cells: the board kept no trace of the Hut.
  CHECK(campaign.game().player(0).city.empty_meadow().test({5, 0}));
}

TEST_CASE("R54: a new player takes over a city between episodes", "[campaign][flow]") {
  CampaignDef def = test::cut_campaign({1, 2});
  def.episodes[0].ruleset.deck = {"Y-D2"};
  Campaign campaign(test::catalogue(), def, test::players(2), 1);
  campaign.replace_player(1, "Bea", "otter");  // before the first envelope too
  campaign.open_envelope();
  CHECK_THROWS_AS(campaign.replace_player(0, "Eve", "cat"), base::Error);
  test::play_scripted(campaign, {{0, test::hut_top()}});
  test::place_all_first_legal(campaign);
  REQUIRE(campaign.phase() == CampaignPhase::BetweenEpisodes);
  const BoardLayout board_before = campaign.player(0).board;
  CHECK_THROWS_AS(campaign.replace_player(0, "", "cat"), base::Error);
  CHECK_THROWS_AS(campaign.replace_player(2, "Eve", "cat"), base::Error);
  campaign.replace_player(0, "Eve", "cat");
  const CampaignPlayer& city = campaign.player(0);
  CHECK(city.name == "Eve");
  CHECK(city.animal == "cat");
  CHECK(city.city == "Foxton");
  CHECK(city.progress == 2);
  CHECK(city.board.single_rocks == board_before.single_rocks);
  campaign.next_episode();
  CHECK(campaign.game().player(0).name == "Eve");
  REQUIRE(city.history.size() == 2);
  CHECK(city.history[0].player == "Ann");
  CHECK(city.history[1].player == "Eve");
  CHECK(campaign.player(1).history[0].player == "Bea");
}

TEST_CASE("R55: every episode is a complete game that replays from its log", "[campaign][flow]") {
  const CampaignDef def = test::cut_campaign({1, 10, 19, 20});
  Campaign campaign(test::catalogue(), def, test::players(3), 2024);
  auto bot = make_bot("greedy");
  base::Rng rng(99);
  play_campaign(campaign, *bot, rng);
  REQUIRE(campaign.phase() == CampaignPhase::Finished);
  REQUIRE(campaign.episode_logs().size() == 4);
  for (const EpisodeLog& log : campaign.episode_logs()) {
    INFO("episode " << log.episode);
    const Ruleset& rules = def.episode(log.episode).ruleset;
    CHECK(log.record.mode == rules.id);
    CHECK(log.record.deck == base::shuffled_deck(rules.deck, log.deck_seed));
    Game game(test::catalogue(), rules, log.boards, log.record.deck);
    for (const auto& turn : log.record.turns) {
      for (const auto& action : turn) {
        if (action) REQUIRE_FALSE(game.apply(*action));
      }
    }
    REQUIRE(game.over());
    const GameResult replayed = game.result();
    for (std::size_t seat = 0; seat < 3; ++seat) {
      CHECK(replayed.players[seat].score == log.result.players[seat].score);
      CHECK(replayed.players[seat].rank == log.result.players[seat].rank);
      CHECK(campaign.player(static_cast<int>(seat))
                .history[static_cast<std::size_t>(log.episode - 1)]
                .score == log.result.players[seat].score);
    }
  }
}

TEST_CASE("Campaign: the same seed gives the same campaign", "[campaign][flow]") {
  const CampaignDef def = test::cut_campaign({4, 13});
  const auto run = [&](std::uint64_t seed) {
    Campaign campaign(test::catalogue(), def, test::players(2), seed);
    auto bot = make_bot("greedy");
    base::Rng rng(seed);
    play_campaign(campaign, *bot, rng);
    return campaign;
  };
  const Campaign a = run(5);
  const Campaign b = run(5);
  const Campaign c = run(6);
  for (int seat = 0; seat < 2; ++seat) {
    CHECK(a.player(seat).progress == b.player(seat).progress);
    const BoardLayout& x = a.player(seat).board;
    const BoardLayout& y = b.player(seat).board;
    CHECK((x.single_trees == y.single_trees && x.single_rocks == y.single_rocks &&
           x.meadow == y.meadow && x.spots == y.spots));
    CHECK(a.player(seat).piece_stickers == b.player(seat).piece_stickers);
    for (std::size_t e = 0; e < 2; ++e) {
      CHECK(a.player(seat).history[e].score == b.player(seat).history[e].score);
    }
  }
  CHECK(a.episode_logs()[0].record.deck == b.episode_logs()[0].record.deck);
  CHECK(a.episode_logs()[0].record.deck != c.episode_logs()[0].record.deck);
  CHECK(episode_deck_seed(5, 1) != episode_deck_seed(5, 2));
}
