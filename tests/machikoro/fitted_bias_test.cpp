// The hard player's fitted build biases (src/machikoro/bots/fitted_bias.hpp): how a bias
// enters a build option's value, and that the tables name real cards.
#include <catch2/catch.hpp>

#include "bots/fitted_bias.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

double value_of(const std::vector<bots::BuildValue>& values, const Choice& choice) {
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
  if (game.pending().decision == Decision::DiceCount) play(game, Choice::dice_count(1));
  play(game, Choice::roll({6}));
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
    CHECK(value_of(b, Choice::build_nothing()) == Approx(value_of(a, Choice::build_nothing()) - 3));
  }
  SECTION("after it: -4 + 0.5") {
    const Game game = ranch_position({"train_station"});
    const auto a = plain.build_values(game, rng), b = biased.build_values(game, rng);
    CHECK(value_of(b, build("ranch")) == Approx(value_of(a, build("ranch")) - 3.5));
  }
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
