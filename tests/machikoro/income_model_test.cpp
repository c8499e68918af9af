// The computer players' income estimates (src/machikoro/bots/income_model.hpp): what the
// opponents pay, as medium reckons it and as the hard player's tables do, worked out by hand.
#include <catch2/catch.hpp>

#include "bots/income_model.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

constexpr bots::Takings kPrinted{}, kAsPaid{.red_as_paid = true, .purple_from_savings = true};

// A owns one more card beside the starting ones; B, who rolls one die, holds `b_coins`.
Game position(const std::string& card, int b_coins) {
  return Game::at_position(cards(), setup({"A", "B"}),
                           {city("A", 0, starting({{card, 1}})), city("B", b_coins, starting())},
                           0);
}

double per_round(const Game& game, bots::Takings takings) {
  return bots::IncomeModel(game, takings).per_round(game.cities(), 0);
}

double own_roll(const Game& game, bots::Takings takings) {
  return bots::IncomeModel(game, takings).seat(game.cities(), 0).own_roll(game.cities(), 1);
}

}  // namespace

TEST_CASE("K11: red takings as paid count only what the roller holds", "[machikoro][bots]") {
  SECTION("B has no coins: the Cafe's 1/6 of a coin a round is not paid") {
    const Game game = position("cafe", 0);
    CHECK(per_round(game, kPrinted) - per_round(game, kAsPaid) == Approx(1.0 / 6));
  }
  SECTION("B has a coin: both count it") {
    const Game game = position("cafe", 1);
    CHECK(per_round(game, kPrinted) == Approx(per_round(game, kAsPaid)));
  }
  SECTION("B's coin is worth the Cafe's 1/6 as paid") {
    CHECK(per_round(position("cafe", 1), kAsPaid) - per_round(position("cafe", 0), kAsPaid) ==
          Approx(1.0 / 6));
  }
}

TEST_CASE("K12: purple takings from savings reckon the cheapest landmark's cost",
          "[machikoro][bots]") {
  // A rolls a 6 one time in 6; the TV Station takes 5 coins from B, at most what B holds.
  SECTION("B holds 2 but saves for the 4-coin Train Station: 4 coins, not 2") {
    const Game game = position("tv_station", 2);
    CHECK(own_roll(game, kAsPaid) - own_roll(game, kPrinted) == Approx(2.0 / 6));
  }
  SECTION("B holds 9, more than the Train Station costs: 5 coins either way") {
    const Game game = position("tv_station", 9);
    CHECK(own_roll(game, kAsPaid) == Approx(own_roll(game, kPrinted)));
  }
}
