// The computer players' income estimates (src/machikoro/bots/income_model.hpp): red cards'
// takings as printed and as paid (K11), worked out by hand.
#include <catch2/catch.hpp>

#include "bots/income_model.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

// A owns a Cafe (red, 3: 1 coin from the roller); B, who rolls one die, holds `coins`.
Game cafe_position(int b_coins) {
  return Game::at_position(cards(), setup({"A", "B"}),
                           {city("A", 0, starting({{"cafe", 1}})), city("B", b_coins, starting())},
                           0);
}

double per_round(const Game& game, bots::RedTakings red) {
  return bots::IncomeModel(game, red).per_round(game.cities(), 0);
}

}  // namespace

TEST_CASE("K11: red takings as paid count only what the roller holds", "[machikoro][bots]") {
  SECTION("B has no coins: the Cafe's 1/6 of a coin a round is not paid") {
    const Game game = cafe_position(0);
    CHECK(per_round(game, bots::RedTakings::AsPrinted) -
              per_round(game, bots::RedTakings::AsPaid) ==
          Approx(1.0 / 6));
  }
  SECTION("B has a coin: both count it") {
    const Game game = cafe_position(1);
    CHECK(per_round(game, bots::RedTakings::AsPrinted) ==
          Approx(per_round(game, bots::RedTakings::AsPaid)));
  }
  SECTION("B's coin is worth the Cafe's 1/6 as paid") {
    CHECK(per_round(cafe_position(1), bots::RedTakings::AsPaid) -
              per_round(cafe_position(0), bots::RedTakings::AsPaid) ==
          Approx(1.0 / 6));
  }
}
