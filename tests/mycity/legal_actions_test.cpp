// legal_actions (R11-R14) against the game's own check: on the positions of random games
// it lists exactly the actions Game::check accepts (every legal placement once, drop out,
// pass only when allowed), and a player's view lists the same.
#include <algorithm>
#include <vector>

#include <catch2/catch.hpp>

#include "base/random.hpp"
#include "mycity/bots.hpp"
#include "mycity/legal_actions.hpp"
#include "rules_support.hpp"

using namespace mycity;

namespace {

long long count(const std::vector<Action>& actions, ActionKind kind) {
  return std::count_if(actions.begin(), actions.end(),
                       [&](const Action& a) { return a.kind == kind; });
}

void check_position(const Game& game) {
  const std::vector<Action> actions = legal_actions(game);
  for (const Action& a : actions) CHECK_FALSE(game.check(a).has_value());
  const City& city = game.player(game.to_act()).city;
  CHECK(count(actions, ActionKind::Build) ==
        count_legal_placements(game.catalogue(), city, game.current_piece(), game.house_rules()));
  CHECK(count(actions, ActionKind::Drop) == 1);
  CHECK(count(actions, ActionKind::Pass) == (game.check(Action::pass()) ? 0 : 1));
  CHECK(legal_actions(view_of(game)) == actions);
}

}  // namespace

TEST_CASE("R11: legal_actions lists what the game accepts, for it and for a view",
          "[R11][R12][R13][R14]") {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  auto random = make_bot("random");
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Game game = Game::on_printed_board(test::catalogue(), eternity, {"A", "B", "C"},
                                       base::shuffled_deck(eternity.deck, seed));
    base::Rng rng(seed);
    while (!game.over()) {
      check_position(game);
      REQUIRE_FALSE(game.apply(random->choose(game, rng)));
    }
  }
}

TEST_CASE("R14: no pass among a church's legal actions", "[R14]") {
  const Ruleset rules = test::ruleset();
  const BoardLayout board = test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}});
  const Game game(test::catalogue(), rules, test::seats(1, board), {"C-T4"});
  const std::vector<Action> actions = legal_actions(game);
  CHECK(count(actions, ActionKind::Pass) == 0);
  CHECK(actions.back() == Action::drop());
  CHECK(count(actions, ActionKind::Build) > 0);
}
