#include <catch2/catch.hpp>
#include <chrono>
#include <stop_token>

#include "machikoro/bots.hpp"
#include "machikoro/simulation.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

// The position's active player at the build phase after a roll of one die showing `die`.
void roll_to_build(Game& game, int die) {
  if (game.pending().decision == Decision::DiceCount) play(game, Action::dice_count(1));
  play(game, Action::roll({die}));
  REQUIRE(game.pending().decision == Decision::Build);
}

Action choice_of(const std::string& bot_name, const Game& game, std::uint64_t seed = 3) {
  auto bot = make_bot(bot_name);
  REQUIRE(bot != nullptr);
  base::Rng rng(seed);
  const Action choice = bot->choose(game, rng);
  INFO(bot_name << " chose " << describe(choice));
  CHECK_FALSE(game.check(choice));
  return choice;
}

Setup ten_types(std::vector<std::string> names, std::vector<std::string> deck) {
  Setup s = setup(std::move(names), Edition::Plus);
  s.supply = SupplyMode::Ten;
  s.supply_deck = std::move(deck);
  return s;
}

}  // namespace

TEST_CASE("every named computer player plays every setup to its end", "[machikoro][bots]") {
  for (const std::string_view name : bot_names()) {
    for (const int players : {2, 4}) {
      // Base, Plus, Plus turned from a deck: ten types with 2 players, 5-5-2 with 4 (K3a).
      for (const int variant : {0, 1, 2}) {
        std::vector<std::string> names = {"A", "B", "C", "D"};
        names.resize(static_cast<std::size_t>(players));
        Setup s = setup(names, variant == 0 ? Edition::Base : Edition::Plus);
        if (variant == 2) {
          s.supply = players == 2 ? SupplyMode::Ten : SupplyMode::FiveFiveTwo;
          s.supply_deck = shuffled_supply_deck(cards(), Edition::Plus, 11);
        }
        Game game(cards(), s);
        auto bot = make_bot(name);
        REQUIRE(bot != nullptr);
        CHECK(bot->name() == name);
        std::vector<Bot*> seats(static_cast<std::size_t>(players), bot.get());
        base::Rng dice(7), bots(8);
        INFO(name << " " << players << " players, setup " << variant);
        play_out(game, seats, dice, bots);  // throws on an illegal choice
        CHECK(game.over());
        CHECK(game.winner().has_value());
      }
    }
  }
  CHECK(make_bot("nobody") == nullptr);
}

TEST_CASE("each fixed strategy builds what its list says", "[machikoro][bots]") {
  const auto position = [](int coins, std::map<std::string, int> more,
                           std::vector<std::string> landmarks = {}) {
    Game game =
        Game::at_position(cards(), setup({"A", "B"}),
                          {city("A", coins, starting(std::move(more)), std::move(landmarks)),
                           city("B", 3, starting())},
                          0);
    roll_to_build(game, 6);  // a 6 pays nobody here
    return game;
  };
  // ranch_cheese: 3 Ranches first, then the Train Station (waiting for its 4 coins), then a
  // Cheese Factory.
  CHECK(choice_of("ranch_cheese", position(3, {})) == build("ranch"));
  CHECK(choice_of("ranch_cheese", position(3, {{"ranch", 3}})) == Action::build_nothing());
  CHECK(choice_of("ranch_cheese", position(4, {{"ranch", 3}})) == build("train_station"));
  CHECK(choice_of("ranch_cheese", position(5, {{"ranch", 3}}, {"train_station"})) ==
        build("cheese_factory"));
  // store_bakery: a Convenience Store, a second Bakery, then stores up to 3, then the Mall.
  CHECK(choice_of("store_bakery", position(2, {})) == build("convenience_store"));
  CHECK(choice_of("store_bakery", position(2, {{"convenience_store", 1}})) == build("bakery"));
  CHECK(choice_of("store_bakery", position(9, {{"convenience_store", 3}, {"bakery", 2}})) ==
        Action::build_nothing());
  CHECK(choice_of("store_bakery", position(10, {{"convenience_store", 3}, {"bakery", 2}})) ==
        build("shopping_mall"));
  // bakery: Bakeries up to 4, the Mall, Bakeries up to 7.
  CHECK(choice_of("bakery", position(1, {})) == build("bakery"));
  CHECK(choice_of("bakery", position(12, {{"bakery", 4}})) == build("shopping_mall"));
  CHECK(choice_of("bakery", position(1, {{"bakery", 4}}, {"shopping_mall"})) == build("bakery"));
  // spread: one of each card on 1-6, a Ranch first, then a Convenience Store.
  CHECK(choice_of("spread", position(1, {})) == build("ranch"));
  CHECK(choice_of("spread", position(2, {{"ranch", 1}})) == build("convenience_store"));
  // Two dice for ranch_cheese once the Train Station stands and a card on 7+ pays (the
  // Cheese Factory), one die for the others.
  Game station = Game::at_position(
      cards(), setup({"A", "B"}),
      {city("A", 0, starting({{"ranch", 3}, {"cheese_factory", 1}}), {"train_station"}),
       city("B", 3, starting())},
      0);
  REQUIRE(station.pending().decision == Decision::DiceCount);
  CHECK(choice_of("ranch_cheese", station) == Action::dice_count(2));
  CHECK(choice_of("store_bakery", station) == Action::dice_count(1));
}

TEST_CASE("medium and hard build the last landmark when they can", "[machikoro][bots]") {
  for (const std::string bot : {"easy", "medium", "hard"}) {
    Game game = Game::at_position(
        cards(), setup({"A", "B"}),
        {city("A", 25, starting(), {"train_station", "shopping_mall", "amusement_park"}),
         city("B", 3, starting())},
        0);
    roll_to_build(game, 6);
    CHECK(choice_of(bot, game) == build("radio_tower"));  // K30: it wins
  }
}

TEST_CASE("medium and hard take the Harbor's 2 when it makes a 12 that pays", "[machikoro][bots]") {
  // A's Fruit and Vegetable Market pays 2 per wheat card on 11-12: a 10 pays A nothing,
  // 10 + 2 pays 2 for its one Wheat Field. With an Apple Orchard (3 on a 10) instead, the
  // 10 pays 3 and the 12 nothing: the 2 are left.
  for (const std::string bot : {"medium", "hard"}) {
    for (const bool orchard : {false, true}) {
      std::map<std::string, int> more = orchard ? std::map<std::string, int>{{"apple_orchard", 1}}
                                                : std::map<std::string, int>{{"fruit_market", 1}};
      Game game =
          Game::at_position(cards(), setup({"A", "B"}, Edition::Plus),
                            {city("A", 0, starting(more), {"city_hall", "harbor", "train_station"}),
                             city("B", 3, starting(), {"city_hall"})},
                            0);
      play(game, Action::dice_count(2));
      play(game, Action::roll({4, 6}));
      REQUIRE(game.pending().decision == Decision::Harbor);
      CHECK(choice_of(bot, game) == (orchard ? Action::no_add_two() : Action::add_two()));
    }
  }
}

TEST_CASE("medium and hard keep a roll that pays and roll again one that does not (K5)",
          "[machikoro][bots]") {
  // A fresh die pays A 1 (a 1), 1 (a 2), 1 (a 3), 9 (a 4: three Convenience Stores), 0, 0:
  // 2 on average. A 4 pays more than that, a 6 less.
  for (const std::string bot : {"easy", "medium", "hard"}) {
    for (const int die : {4, 6}) {
      Game game =
          Game::at_position(cards(), setup({"A", "B"}),
                            {city("A", 0, starting({{"convenience_store", 3}}), {"radio_tower"}),
                             city("B", 3, starting())},
                            0);
      play(game, Action::roll({die}));
      REQUIRE(game.pending().decision == Decision::RadioTower);
      INFO(bot << " after a " << die);
      CHECK(choice_of(bot, game) == (die == 4 ? Action::keep_roll() : Action::reroll()));
    }
  }
}

TEST_CASE("medium aims the TV Station at the richest opponent", "[machikoro][bots]") {
  Game game = Game::at_position(cards(), setup({"A", "B", "C"}),
                                {city("A", 0, starting({{"tv_station", 1}})),
                                 city("B", 4, starting()), city("C", 9, starting())},
                                0);
  play(game, Action::roll({6}));
  REQUIRE(game.pending().decision == Decision::Target);
  CHECK(choice_of("medium", game) == Action::target(2));
}

TEST_CASE("a computer player's choice does not change when the future changes",
          "[machikoro][bots]") {
  // Two "ten types" games alike in all that is seen: the deck's last 30 cards in another
  // order, compared until the turned cards reach them. The dice to come are in neither game
  // (the driver rolls them).
  const std::vector<std::string> deck = shuffled_supply_deck(cards(), Edition::Plus, 5);
  const std::size_t seen = deck.size() - 30;
  std::vector<std::string> other = deck;
  std::reverse(other.begin() + static_cast<std::ptrdiff_t>(seen), other.end());
  REQUIRE(other != deck);
  Game a(cards(), ten_types({"A", "B", "C", "D"}, deck));
  Game b(cards(), ten_types({"A", "B", "C", "D"}, other));
  HardSettings near, endgame;  // always looking ahead, a few turns or to the end
  near.near.clear_margin = 1e9;
  near.lookahead_players = 4;
  near.near.samples = near.near.min_samples = 3;
  endgame.endgame_landmarks = 6;  // every landmark of Plus
  endgame.endgame.samples = endgame.endgame.min_samples = 3;
  auto medium = make_bot("medium");
  base::Rng dice(99), drive(100);
  int compared = 0;
  for (int step = 0; step < 400 && !a.over(); ++step) {
    if (a.supply().cards_turned() > seen) break;  // now they differ
    const Pending p = a.pending();
    if (!p.chance()) {
      for (const std::string name : {"easy", "medium", "hard", "hard near the end"}) {
        const auto make = [&] {
          return name == "hard"                ? make_hard_bot(near)
                 : name == "hard near the end" ? make_hard_bot(endgame)
                                               : make_bot(name);
        };
        auto bot_a = make(), bot_b = make();
        base::Rng rng_a(42), rng_b(42);
        CHECK(bot_a->choose(a, rng_a) == bot_b->choose(b, rng_b));
      }
      ++compared;
    }
    const Action c = p.chance() ? roll_dice(a, dice) : medium->choose(a, drive);
    play(a, c);
    play(b, c);
  }
  CHECK(compared >= 20);
}

TEST_CASE("a stopped hard player answers at once with a legal choice", "[machikoro][bots]") {
  Game game = Game::at_position(cards(), setup({"A", "B", "C", "D"}),
                                {city("A", 8, starting({{"ranch", 2}})), city("B", 3, starting()),
                                 city("C", 3, starting()), city("D", 3, starting())},
                                0);
  roll_to_build(game, 6);
  HardSettings slow;
  slow.near.clear_margin = 1e9;
  slow.lookahead_players = 4;
  slow.near.samples = slow.near.min_samples = 100000;  // would take far too long unstopped
  auto bot = make_hard_bot(slow);
  std::stop_source stop;
  stop.request_stop();
  base::Rng rng(1);
  const auto start = std::chrono::steady_clock::now();
  const Action choice = bot->choose(game, rng, stop.get_token());
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(50));
  CHECK_FALSE(game.check(choice));
}

TEST_CASE("a simulation counts every game and hands each one over", "[machikoro][bots]") {
  SimulationOptions options;
  options.bots = {"medium", "random", "random"};
  options.games = 6;
  options.seed = 9;
  options.rotate_seats = true;
  int handed = 0;
  const SimulationResult result = simulate(cards(), options, [&](const FinishedGame& f) {
    ++handed;
    REQUIRE(f.seat_bots.size() == 3);
    // With the seats rotated, the medium player sits at seat (game index) mod 3.
    CHECK(f.seat_bots[static_cast<std::size_t>(f.index % 3)] == "medium");
    // The choices replay to the same end.
    Game again(cards(), f.game.setup());
    for (const Action& c : f.choices) play(again, c);
    CHECK(again.over());
    CHECK(again.winner() == f.game.winner());
    CHECK(coins(again) == coins(f.game));
  });
  CHECK(handed == 6);
  REQUIRE(result.bots.size() == 2);
  CHECK(result.bots[0].bot == "medium");
  CHECK(result.bots[0].played == 6);
  CHECK(result.bots[1].played == 12);
  CHECK(result.bots[0].wins + result.bots[1].wins + result.unfinished == 6);
  CHECK(result.bots[0].win_share.low <= result.bots[0].win_share.value);
  CHECK_THROWS_WITH(simulate(cards(), SimulationOptions{.bots = {"medium", "nobody"}}),
                    Catch::Contains("known: random, easy, medium, hard"));
}

TEST_CASE("the Wilson interval of a share", "[machikoro][bots]") {
  // 50 of 100: p = 0.5, z = 1.96; centre 0.5, half-width 1.96 * sqrt(0.0025 + 0.000096)
  // / 1.0384 = 0.0962 (worked by hand).
  const Share s = wilson(50, 100);
  CHECK(s.value == Approx(0.5));
  CHECK(s.low == Approx(0.4038).margin(0.0005));
  CHECK(s.high == Approx(0.5962).margin(0.0005));
}
