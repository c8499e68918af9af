// The computer players beyond the playout invariants (playout_test.cpp): the hard player
// knows only what a person at the table knows (R10, R17); every bot plays every legacy
// episode legally, stickers included; the hard player's sticker rules of thumb.
#include <algorithm>
#include <stop_token>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "campaign_test_support.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/player_view.hpp"
#include "mycity/record.hpp"
#include "quick_bots.hpp"

using namespace mycity;

namespace {

const Ruleset& eternity() {
  return *test::catalogue().find_ruleset("eternity");
}

// A 4-player Eternity game on `deck` after `turns` (the actions of an earlier game).
Game game_after(const std::vector<std::string>& deck,
                const std::vector<std::vector<std::optional<Action>>>& turns) {
  Game game = Game::on_printed_board(test::catalogue(), eternity(), {"A", "B", "C", "D"}, deck);
  for (const auto& round : turns) {
    for (const auto& action : round) {
      if (action) REQUIRE_FALSE(game.apply(*action));
    }
  }
  return game;
}

// A position `actions` actions into a greedy 4-player game from `seed`.
Game greedy_position(std::uint64_t seed, int actions) {
  Game game = Game::on_printed_board(test::catalogue(), eternity(), {"A", "B", "C", "D"},
                                     base::shuffled_deck(eternity().deck, seed));
  auto greedy = make_bot("greedy");
  base::Rng rng(seed);
  for (int a = 0; a < actions && !game.over(); ++a)
    REQUIRE_FALSE(game.apply(greedy->choose(game, rng)));
  return game;
}

}  // namespace

TEST_CASE("Hard player: the order of the unseen cards does not change its choice (R17)",
          "[bots][R17]") {
  auto hard = make_bot("hard");
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    for (int actions : {0, 9, 30, 61}) {
      const Game game = greedy_position(seed, actions);
      if (game.over()) continue;
      // The same table with the cards not yet revealed in the opposite order.
      std::vector<std::string> deck = game.deck();
      const auto rest = deck.begin() + game.cards_revealed();
      if (deck.end() - rest < 2) continue;
      std::reverse(rest, deck.end());
      const Game other = game_after(deck, game.turns());
      REQUIRE(other.current_piece() == game.current_piece());
      REQUIRE(other.to_act() == game.to_act());
      INFO("seed " << seed << " after " << actions << " actions");
      base::Rng a(seed * 17), b(seed * 17);
      CHECK(hard->choose(game, a) == hard->choose(other, b));
      ++compared;
    }
  }
  CHECK(compared >= 6);
}

TEST_CASE("Hard player: what others did this round stays secret (R10)", "[bots][R10]") {
  auto hard = make_bot("hard");
  for (std::uint64_t seed = 4; seed <= 5; ++seed) {
    const Game start = greedy_position(seed, 40);  // seat 0 to act, round 11
    REQUIRE(start.to_act() == 0);
    // Seat 0 builds in one table and passes in the other; seat 1 then decides.
    Game built = start;
    Game passed = start;
    base::Rng g(seed);
    const Action greedy_choice = make_bot("greedy")->choose(start, g);
    REQUIRE(greedy_choice.kind == ActionKind::Build);
    REQUIRE_FALSE(built.apply(greedy_choice));
    REQUIRE_FALSE(passed.apply(Action::pass()));
    REQUIRE(built.to_act() == 1);
    base::Rng a(seed), b(seed);
    CHECK(hard->choose(built, a) == hard->choose(passed, b));
  }
}

TEST_CASE("PlayerView: the unseen cards are the set still in the deck, never its order (R17)",
          "[bots][R17]") {
  const Game game = greedy_position(8, 25);
  const PlayerView view = view_of(game);
  std::vector<std::string> expected(game.deck().begin() + game.cards_revealed(), game.deck().end());
  std::vector<std::string> seen;
  for (int card : view.unseen)
    seen.push_back(card < 0 ? "BLOCK" : test::catalogue().piece(card).id);
  std::sort(expected.begin(), expected.end());
  std::sort(seen.begin(), seen.end());
  CHECK(seen == expected);
  CHECK(std::is_sorted(view.unseen.begin(), view.unseen.end()));
  CHECK(view.piece == game.current_piece());
  CHECK(view.city.occupied() == game.player(game.to_act()).city.occupied());
}

TEST_CASE("Every bot plays all 24 legacy episodes legally, stickers included", "[bots][campaign]") {
  for (const std::string name : {"random", "easy", "greedy", "hard"}) {
    INFO(name);
    // The bot under test holds seat 0 against greedy; campaign.play() refuses an illegal
    // action and place_sticker_by() an illegal sticker target.
    auto bot = test::quick_bot(name);
    auto greedy = make_bot("greedy");
    Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 99);
    base::Rng rng(5);
    int actions = 0, stickers = 0;
    while (campaign.phase() != CampaignPhase::Finished) {
      const bool playing = campaign.phase() == CampaignPhase::Playing;
      const bool sticker = campaign.pending_sticker().has_value();
      const int seat = playing   ? campaign.game().to_act()
                       : sticker ? campaign.pending_sticker()->seat
                                 : 1;
      Bot& who = seat == 0 ? *bot : *greedy;
      if (playing && seat == 0) {
        const auto violation = campaign.play(who.choose(campaign.game(), rng));
        REQUIRE_FALSE(violation);
        ++actions;
      } else {
        if (sticker && seat == 0) ++stickers;
        REQUIRE(step_with_bot(campaign, who, rng));
      }
    }
    CHECK(campaign.episode_logs().size() == 24);
    CHECK(actions > 100);
    CHECK(stickers > 5);
  }
}

TEST_CASE(
    "Hard player: a tree where buildings rarely reach, a rock where they will, a star on "
    "the smallest piece",
    "[bots][R51][R53]") {
  auto hard = make_bot("hard");
  const BoardLayout& board = test::catalogue().find_board("legacy")->layout;
  const Bitboard spots = legal_sticker_cells(board, "tree");
  REQUIRE(spots.count() > 5);
  const auto meadow_sides = [&](Cell c) {
    Bitboard one;
    one.set(c);
    return (one.neighbours() & board.meadow).count();
  };
  int fewest = 5, most = -1;
  spots.for_each([&](Cell c) {
    fewest = std::min(fewest, meadow_sides(c));
    most = std::max(most, meadow_sides(c));
  });
  REQUIRE(fewest < most);  // the board offers a real choice
  base::Rng rng(3);
  for (int i = 0; i < 5; ++i) {
    CHECK(meadow_sides(hard->choose_sticker_cell(board, "tree", spots, rng)) == fewest);
    CHECK(meadow_sides(hard->choose_sticker_cell(board, "rock", spots, rng)) == most);
  }
  const std::vector<int> pieces = legal_sticker_pieces(test::catalogue(), {}, "star");
  const int star = hard->choose_sticker_piece(test::catalogue(), "star", pieces, rng);
  CHECK(test::catalogue().piece(star).cell_count() == 2);
  const std::vector<int> blue = legal_sticker_pieces(test::catalogue(), {}, "filter");
  const int filter = hard->choose_sticker_piece(test::catalogue(), "filter", blue, rng);
  CHECK(test::catalogue().piece(filter).cell_count() == 5);
}

TEST_CASE("Hard player: asked to stop, it still answers with a legal action", "[bots]") {
  std::stop_source stop;
  stop.request_stop();
  for (int actions : {0, 35, 70}) {
    const Game game = greedy_position(12, actions);
    base::Rng rng(1);
    const Action action = choose_hard(view_of(game), rng, {}, stop.get_token());
    CHECK_FALSE(game.check(action));
  }
}
