// The hint (include/machikoro/hint.hpp): the hard player's own choice at every decision a
// person meets, and its reasons' numbers in positions worked out by hand from the cards
// (K ids: docs/machikoro.md) and the income model's definition (bots/income_model.hpp).
#include <array>
#include <map>

#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"
#include "machikoro/hint.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

// The reason each decision is answered with.
bool reason_fits(Decision decision, const HintReason& reason) {
  switch (decision) {
    case Decision::DiceCount:
      return std::holds_alternative<DiceForIncome>(reason);
    case Decision::RadioTower:
      return std::holds_alternative<RerollForIncome>(reason);
    case Decision::Harbor:
      return std::holds_alternative<HarborForIncome>(reason);
    case Decision::Target:
      return std::holds_alternative<RichestTarget>(reason);
    case Decision::Swap:
      return std::holds_alternative<SwapForIncome>(reason);
    case Decision::Build:
      return std::holds_alternative<BuildForIncome>(reason) ||
             std::holds_alternative<BuildLandmark>(reason) ||
             std::holds_alternative<SaveFor>(reason) || std::holds_alternative<AirportPays>(reason);
    default:
      return false;
  }
}

// A start with these cities, Ann to play: Ben and Cy keep the starting cities and 3 coins,
// rolling one die.
Game three_players(const std::map<std::string, int>& ann, int coins) {
  return Game::at_position(cards(), setup({"Ann", "Ben", "Cy"}),
                           {city("Ann", coins, starting(ann), {"train_station"}),
                            city("Ben", 3, starting()), city("Cy", 3, starting())},
                           0);
}

Hint hint_at(const Game& game) {
  base::Rng rng(1);
  const std::optional<Hint> found = hint(game, rng);
  REQUIRE(found);
  return *found;
}

// Ann rolls a 4 on two dice, which pays nobody: her build comes next, her coins unchanged.
void to_build(Game& game) {
  play(game, Action::dice_count(2));
  play(game, Action::roll({1, 3}));
  REQUIRE(game.pending().decision == Decision::Build);
}

}  // namespace

TEST_CASE("the hint chooses what the hard player chooses, at every decision", "[machikoro][hint]") {
  // Positions reached by play half random, half medium, in both editions, 2-4 players.
  std::map<Decision, int> asked;
  const auto random = make_bot("random"), medium = make_bot("medium");
  for (std::uint64_t g = 0; g < 24; ++g) {
    base::Rng rng(100 + g);
    Setup s = random_setup(rng, g);
    if (s.players.size() > 4) s.players.resize(4), s.first = 0;
    Game game(cards(), s);
    base::Rng dice(g), bots(g + 50), pick(g + 90);
    while (!game.over()) {
      const Pending p = game.pending();
      if (p.chance()) {
        play(game, roll_dice(game, dice));
        continue;
      }
      // Every rarer decision, one build in ten (a build near the end looks ahead, which
      // costs most under the sanitizers).
      if (p.decision != Decision::Build || pick.below(10) == 0) {
        const std::uint64_t seed = base::derive_seed(g, static_cast<std::uint64_t>(game.turn()));
        base::Rng for_hint(seed), for_bot(seed);
        const std::optional<Hint> given = hint(game, for_hint);
        REQUIRE(given);
        const Action chosen = make_bot("hard")->choose(game, for_bot);
        INFO(describe(given->choice) << " / " << describe(chosen));
        CHECK(given->choice == chosen);
        CHECK(reason_fits(p.decision, given->reason));
        ++asked[p.decision];
      }
      Bot& bot = pick.below(2) == 0 ? *random : *medium;
      play(game, bot.choose(game, bots));
    }
    base::Rng none(1);
    CHECK_FALSE(hint(game, none));  // the game over: nothing to hint
  }
  for (const Decision d : {Decision::DiceCount, Decision::RadioTower, Decision::Harbor,
                           Decision::Target, Decision::Swap, Decision::Build}) {
    INFO("decision " << static_cast<int>(d));
    CHECK(asked[d] >= 10);
  }
  int total = 0;
  for (const auto& [decision, count] : asked) total += count;
  INFO("positions " << total);
  CHECK(total >= 300);
  CHECK(asked[Decision::Build] >= 50);
}

TEST_CASE("the hint is none at a roll", "[machikoro][hint]") {
  Game game = three_players({}, 3);
  play(game, Action::dice_count(1));
  base::Rng rng(1);
  CHECK_FALSE(hint(game, rng));
}

TEST_CASE("K4: two dice when the own roll pays more on two", "[machikoro][hint]") {
  // Ann: Wheat Field (1), Bakery (2-3), 2 Ranches (2), Cheese Factory (7: 3 a cow card).
  // One die: 1 pays 1, 2 pays 2 + 1, 3 pays 1: 5/6. Two dice: 2 pays 3 (1/36), 3 pays 1
  // (2/36), 7 pays 6 (6/36): 41/36.
  const Hint h = hint_at(three_players({{"ranch", 2}, {"cheese_factory", 1}}, 0));
  CHECK(h.choice == Action::dice_count(2));
  const auto* reason = std::get_if<DiceForIncome>(&h.reason);
  REQUIRE(reason);
  CHECK(reason->dice == 2);
  CHECK(reason->one_die == Approx(5.0 / 6));
  CHECK(reason->two_dice == Approx(41.0 / 36));
}

TEST_CASE("K25: a third Ranch, with the Cheese Factory, on two dice", "[machikoro][hint]") {
  // Ann holds 1 coin: a Wheat Field, a Ranch or a Bakery. Her income a round is her own roll
  // at its best plus her blue cards on Ben's and Cy's one die (1 or 2: 2/6 each).
  // Before: 41/36 (K4 above) + Wheat 2/6 + 2 Ranches 2 x 2/6 = 77/36.
  // After: two dice 2 pays 4 (1/36), 3 pays 1 (2/36), 7 pays 9 (6/36) = 60/36 (one die:
  // 36/36), and 2/6 + 3 x 2/6 = 48/36 from the others: 108/36. So +31/36 a round.
  // The Cheese Factory adds 11/36 before (77/36 against 66/36 without it, one die then the
  // best) and 24/36 after (108/36 against 84/36): 13/36 more; the others add what they did.
  Game game = three_players({{"ranch", 2}, {"cheese_factory", 1}}, 1);
  to_build(game);
  const Hint h = hint_at(game);
  CHECK(h.choice == build("ranch"));
  const auto* reason = std::get_if<BuildForIncome>(&h.reason);
  REQUIRE(reason);
  CHECK(reason->card == establishment("ranch"));
  CHECK(reason->per_round == Approx(31.0 / 36));
  CHECK(reason->partner.card == establishment("cheese_factory"));
  CHECK(reason->partner.copies == 1);
  // What pays is the factory's 7, on two dice: 6 rolls in 36.
  CHECK(reason->number.card == establishment("cheese_factory"));
  CHECK(reason->number.low == 7);
  CHECK(reason->number.high == 7);
  CHECK(reason->number.dice == 2);
  CHECK(reason->number.chance == Approx(1.0 / 6));
  CHECK_FALSE(h.foresight);  // 3 players, 3 landmarks left: no looking ahead
}

TEST_CASE("K30: with no coins, save for the cheapest landmark left", "[machikoro][hint]") {
  // Ann: starting cards, a Ranch, the Train Station; 0 coins, so nothing can be built. The
  // Shopping Mall (10) is the cheapest left. Her own roll: one die 1 pays 1, 2 pays 2, 3
  // pays 1 = 4/6 (two dice: 4/36); Ben's and Cy's rolls: Wheat 2/6 + Ranch 2/6. 8/6 a
  // round: 10 coins take 7.5 rounds, so 8.
  Game game = three_players({{"ranch", 1}}, 0);
  to_build(game);
  const Hint h = hint_at(game);
  CHECK(h.choice == Action::build_nothing());
  const auto* reason = std::get_if<SaveFor>(&h.reason);
  REQUIRE(reason);
  CHECK(reason->landmark == landmark("shopping_mall"));
  CHECK(reason->short_by == 10);
  CHECK(reason->per_round == Approx(8.0 / 6));
  CHECK(reason->rounds == 8);
}
