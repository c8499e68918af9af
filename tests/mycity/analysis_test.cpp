// The look back at a finished game (mycity/analysis.hpp): the hindsight best is never
// below the score made, the answer is the same for the same seed, and it works in a legacy
// episode as in Eternity. The hand-made cases are in tests/cli/cli_analyse_test.cpp.
#include <catch2/catch.hpp>

#include "campaign_test_support.hpp"
#include "mycity/analysis.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"

using namespace mycity;

namespace {

const AnalysisSettings kQuick{
    .seed = 3, .beam = 3, .branch = 3, .samples = 8, .costly = 3, .computers = {}};

// `start` played to the end by `bot` at every seat.
Game played_out(const Game& start, const std::string& bot, std::uint64_t seed) {
  Game game = start;
  auto player = make_bot(bot);
  base::Rng rng(seed);
  play_out(game, *player, rng);
  return game;
}

// The analysis of the game from `start` to `end`, checked for what holds of every game.
std::vector<PlayerAnalysis> checked_analysis(const Game& start, const Game& end) {
  std::vector<PlayerAnalysis> analysis = analyse_game(start, end.turns(), kQuick);
  REQUIRE(analysis.size() == static_cast<std::size_t>(end.player_count()));
  const GameResult result = end.result();
  for (std::size_t seat = 0; seat < analysis.size(); ++seat) {
    INFO("seat " << seat);
    CHECK(analysis[seat].name == result.players[seat].name);
    CHECK(analysis[seat].score == result.players[seat].score);
    CHECK(analysis[seat].hindsight >= analysis[seat].score);
    CHECK(analysis[seat].costly.size() <= 3);
    for (std::size_t i = 0; i < analysis[seat].costly.size(); ++i) {
      CHECK(analysis[seat].costly[i].loss > 0.0);
      if (i > 0) CHECK(analysis[seat].costly[i].loss <= analysis[seat].costly[i - 1].loss);
    }
  }
  return analysis;
}

}  // namespace

TEST_CASE("Analysis: hindsight is never below the score made, Eternity", "[analysis]") {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  for (std::uint64_t seed : {1, 2}) {
    INFO("seed " << seed);
    const Game start = Game::on_printed_board(test::catalogue(), eternity, {"A", "B"},
                                              base::shuffled_deck(eternity.deck, seed));
    const auto analysis = checked_analysis(start, played_out(start, "easy", seed));
    // The easy player makes mistakes: somebody had a better line.
    CHECK((analysis[0].hindsight > analysis[0].score || analysis[1].hindsight > analysis[1].score));
  }
}

TEST_CASE("Analysis: a computer's actions are not judged, the others' are", "[analysis]") {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  const Game start = Game::on_printed_board(test::catalogue(), eternity, {"A", "B"},
                                            base::shuffled_deck(eternity.deck, 1));
  const Game end = played_out(start, "easy", 1);
  const auto everyone = analyse_game(start, end.turns(), kQuick);
  REQUIRE_FALSE(everyone[0].costly.empty());  // the easy player errs
  AnalysisSettings computer_a = kQuick;
  computer_a.computers = {true, false};
  const auto judged = analyse_game(start, end.turns(), computer_a);
  CHECK(judged[0].costly.empty());
  CHECK(judged[0].hindsight == everyone[0].hindsight);  // the hindsight best stays
  REQUIRE(judged[1].costly.size() == everyone[1].costly.size());
  for (std::size_t i = 0; i < judged[1].costly.size(); ++i)
    CHECK(judged[1].costly[i].suggested == everyone[1].costly[i].suggested);
}

TEST_CASE("Analysis: the same seed gives the same answer", "[analysis]") {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  const Game start = Game::on_printed_board(test::catalogue(), eternity, {"A", "B"},
                                            base::shuffled_deck(eternity.deck, 9));
  const Game end = played_out(start, "greedy", 9);
  const auto a = analyse_game(start, end.turns(), kQuick);
  const auto b = analyse_game(start, end.turns(), kQuick);
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    CHECK(a[i].hindsight == b[i].hindsight);
    REQUIRE(a[i].costly.size() == b[i].costly.size());
    for (std::size_t j = 0; j < a[i].costly.size(); ++j) {
      CHECK(a[i].costly[j].round == b[i].costly[j].round);
      CHECK(a[i].costly[j].suggested == b[i].costly[j].suggested);
      CHECK(a[i].costly[j].loss == b[i].costly[j].loss);
    }
  }
}

TEST_CASE("Analysis: a legacy episode with a cap, stickers and the station (R22 R53)",
          "[analysis][campaign]") {
  Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 7);
  auto greedy = make_bot("greedy");
  base::Rng rng(7);
  // Up to the first card of episode 22.
  while (!(campaign.phase() == CampaignPhase::Playing && campaign.episode() == 22 &&
           campaign.game().cards_revealed() <= 1 && campaign.game().turns().size() == 1 &&
           !campaign.game().turns()[0][0]))
    REQUIRE(step_with_bot(campaign, *greedy, rng));
  const Game start = campaign.game();
  checked_analysis(start, played_out(start, "easy", 7));
}

TEST_CASE("Analysis: a turn the game refuses is reported with its round and player", "[analysis]") {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  const Game start = Game::on_printed_board(test::catalogue(), eternity, {"A", "B"},
                                            base::shuffled_deck(eternity.deck, 4));
  RecordTurns turns = played_out(start, "greedy", 4).turns();
  turns[1][1].reset();
  CHECK_THROWS_WITH(analyse_game(start, turns, kQuick),
                    Catch::Contains("round 2, player 2 (B): no action recorded"));
}
