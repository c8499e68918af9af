// The hard player's fitted build policy (src/machikoro/bots/fitted_bias.hpp): how a bias
// enters a build option's value, a landmark that holds a better one back, and that the
// tables name real cards.
#include <catch2/catch.hpp>

#include "bots/fitted_bias.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

double value_of(const std::vector<bots::BuildValue>& values, const Action& choice) {
  for (const bots::BuildValue& v : values)
    if (v.choice == choice) return v.value;
  FAIL("no such option: " << describe(choice));
  return 0;
}

// A's build phase after rolling a 6: 12 coins, two Ranches beside the starting cards.
Game ranch_position(std::vector<std::string> landmarks) {
  Game game = Game::at_position(
      cards(), setup({"A", "B"}),
      {city("A", 12, starting({{"ranch", 2}}), landmarks), city("B", 3, starting())}, 0);
  if (game.pending().decision == Decision::DiceCount) play(game, Action::dice_count(1));
  play(game, Action::roll({6}));
  REQUIRE(game.pending().decision == Decision::Build);
  return game;
}

}  // namespace

TEST_CASE("a build bias adds its coins to the option's value", "[machikoro][bots]") {
  bots::BuildBias bias = bots::neutral_bias(cards());
  const auto ranch = static_cast<std::size_t>(establishment("ranch"));
  bias.before_station[ranch] = 1.5;
  bias.after_station[ranch] = -4;
  bias.per_copy[ranch] = 0.25;
  bias.landmark[static_cast<std::size_t>(landmark("shopping_mall"))] = 2;
  bias.nothing = -3;
  const bots::Policy plain, biased(bots::PolicySettings{.bias = &bias});
  base::Rng rng(1);
  SECTION("before the Train Station: 1.5 + 0.25 for each of the 2 Ranches owned") {
    const Game game = ranch_position({});
    const auto a = plain.build_values(game, rng), b = biased.build_values(game, rng);
    CHECK(value_of(b, build("ranch")) == Approx(value_of(a, build("ranch")) + 2.0));
    CHECK(value_of(b, build("forest")) == Approx(value_of(a, build("forest"))));
    CHECK(value_of(b, build("shopping_mall")) == Approx(value_of(a, build("shopping_mall")) + 2));
    CHECK(value_of(b, Action::build_nothing()) == Approx(value_of(a, Action::build_nothing()) - 3));
  }
  SECTION("after it: -4 + 0.5") {
    const Game game = ranch_position({"train_station"});
    const auto a = plain.build_values(game, rng), b = biased.build_values(game, rng);
    CHECK(value_of(b, build("ranch")) == Approx(value_of(a, build("ranch")) - 3.5));
  }
}

TEST_CASE("an establishment's bias stops counting within a few rounds of the end",
          "[machikoro][bots]") {
  bots::BuildBias bias = bots::neutral_bias(cards());
  bias.after_station[static_cast<std::size_t>(establishment("cafe"))] = 5;
  bias.nothing = -0.2;
  const bots::Policy all(bots::PolicySettings{.bias = &bias}),
      late(bots::PolicySettings{.bias = &bias, .bias_rounds = 3});
  base::Rng rng(1);
  SECTION("2 rounds from the end: no bias for the Cafe, the one for saving kept") {
    // A (Station, Mall, Park) rolls a 6 and holds 20 of the Radio Tower's 22. A's die pays
    // 1, 2, 2, 0, 0, 0 (Mall: Bakery 2), 5/6 a roll, and B's 1 pays A's Wheat Field, 1/6:
    // 1 coin a round, so the 2 coins missing take 2 rounds. A Cafe would take 2 (Mall) from
    // B's 3: 2/6 a round, over 2 rounds less its 2 coins: -4/3. Saving: 0, with its -0.2.
    // Without its bias the Cafe falls behind a card that pays for itself in those rounds.
    Game game = Game::at_position(
        cards(), setup({"A", "B"}),
        {city("A", 20, starting(), {"train_station", "shopping_mall", "amusement_park"}),
         city("B", 3, starting())},
        0);
    play(game, Action::dice_count(1));
    play(game, Action::roll({6}));
    REQUIRE(game.pending().decision == Decision::Build);
    const auto a = all.build_values(game, rng), b = late.build_values(game, rng);
    CHECK(value_of(b, build("cafe")) == Approx(-4.0 / 3));
    CHECK(value_of(a, build("cafe")) == Approx(-4.0 / 3 + 5));
    CHECK(value_of(b, Action::build_nothing()) == Approx(-0.2));
    CHECK(b.front().choice == build("bakery"));  // 2 on 2 and 3 (Mall): 2 x 4/6 - 1 = 1/3
    CHECK(a.front().choice == build("cafe"));
  }
  SECTION("far from it, the bias counts") {
    bias.before_station[static_cast<std::size_t>(establishment("cafe"))] = 5;
    const Game game = ranch_position({});  // about 40 coins and 30 rounds from the end
    const auto a = bots::Policy().build_values(game, rng), b = late.build_values(game, rng);
    CHECK(value_of(b, build("cafe")) == Approx(value_of(a, build("cafe")) + 5));
  }
}

TEST_CASE("a landmark that holds a better one back loses a share of the income delayed",
          "[machikoro][bots]") {
  // A (Train Station, Shopping Mall) rolls a 6 (nothing) and holds 16: the Amusement Park is
  // affordable, the Radio Tower not. A's die pays 1, 2, 2, 4 (Mall: Bakery 2, Store 4), 0, 0:
  // 1.5 a roll; rolling again below 1.5 makes it 12.5 / 6, 7/12 more. B's 1 pays A's Wheat
  // Field: 1/6. The Park adds nothing to one die (two dice pay 0.5), and its 16 coins take
  // 16 / (1.5 + 1/6) = 9.6 rounds to earn: it holds 7/12 x 9.6 = 5.6 coins back.
  Game game = Game::at_position(
      cards(), setup({"A", "B"}),
      {city("A", 16, starting({{"convenience_store", 1}}), {"train_station", "shopping_mall"}),
       city("B", 3, starting())},
      0);
  play(game, Action::dice_count(1));
  play(game, Action::roll({6}));
  REQUIRE(game.pending().decision == Decision::Build);
  REQUIRE(game.player(0).coins == 16);
  const bots::Policy plain, delayed(bots::PolicySettings{.landmark_delay = 0.5});
  base::Rng rng(1);
  const auto a = plain.build_values(game, rng), b = delayed.build_values(game, rng);
  CHECK(value_of(b, build("amusement_park")) ==
        Approx(value_of(a, build("amusement_park")) - 0.5 * 5.6));
  CHECK(value_of(b, build("forest")) == Approx(value_of(a, build("forest"))));
  CHECK(value_of(b, Action::build_nothing()) == Approx(value_of(a, Action::build_nothing())));
}

TEST_CASE("the base game has a table of its own for 3 players", "[machikoro][bots]") {
  const auto base = [](int players) {
    return bots::fitted_bias(cards(), Edition::Base, players).before_station;
  };
  CHECK(base(3) != base(4));
  CHECK(base(2) == base(4));
  CHECK(base(5) == base(4));
  const auto plus = [](int players) {
    return bots::fitted_bias(cards(), Edition::Plus, players).before_station;
  };
  CHECK(plus(3) == plus(4));
  CHECK(plus(3) != base(3));
}

TEST_CASE("the fitted tables name only cards of their edition", "[machikoro][bots]") {
  for (const Edition edition : {Edition::Base, Edition::Plus}) {
    for (const std::string_view id : bots::fitted_cards(edition)) {
      INFO(edition_name(edition) << ": " << id);
      const int e = cards().find_establishment(id);
      const int l = cards().find_landmark(id);
      REQUIRE((e >= 0 || l >= 0));
      CHECK(in_game(e >= 0 ? cards().establishments()[static_cast<std::size_t>(e)].edition
                           : cards().landmarks()[static_cast<std::size_t>(l)].edition,
                    edition));
    }
  }
}
