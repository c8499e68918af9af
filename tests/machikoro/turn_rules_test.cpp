// A turn's course (docs/machikoro.md): the roll (K4-K7), City Hall (K27), the Amusement Park
// (K28), the Airport (K29), the end (K30, K31) and the setup (K1, K2). Numbers by hand.
#include <catch2/catch.hpp>

#include "base/random.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

TEST_CASE("K1 K2: the starting cities", "[machikoro][rules]") {
  const Game base(cards(), setup({"Ann", "Ben"}));
  CHECK(base.player(0).coins == 3);
  CHECK(base.player(1).copies(establishment("wheat_field")) == 1);
  CHECK(base.player(1).copies(establishment("bakery")) == 1);
  CHECK(base.landmarks_built(0) == 0);
  CHECK_FALSE(base.player(0).built(landmark("city_hall")));
  CHECK(refusal(base, Action::roll({1})) == "");

  const Game plus(cards(), setup({"Ann", "Ben"}, Edition::Plus));
  CHECK(plus.player(0).built(landmark("city_hall")));
  CHECK(plus.landmarks_built(0) == 0);  // City Hall is not counted (K30)
}

TEST_CASE("section 9's example: Ann, Ben and Cy's first turns", "[machikoro][rules]") {
  Game game(cards(), setup({"Ann", "Ben", "Cy"}));
  REQUIRE(game.pending().decision == Decision::Roll);
  REQUIRE(game.pending().dice == 1);
  play(game, Action::roll({3}));  // Ann's Bakery: 3 -> 4
  CHECK(coins(game) == std::vector{4, 3, 3});
  play(game, build("train_station"));  // -> 0
  CHECK(game.active() == 1);
  play(game, Action::roll({2}));  // Ben's Bakery: 3 -> 4
  play(game, build("ranch"));     // -> 3
  play(game, Action::roll({1}));  // every Wheat Field, Cy's first
  CHECK(coins(game) == std::vector{1, 4, 4});
  const auto events = game.turn_events();
  REQUIRE(events.size() == 3);
  CHECK(events[0] == paid("wheat_field", kBank, 2, 1, 1));
  CHECK(events[1] == paid("wheat_field", kBank, 0, 1, 1));
  CHECK(events[2] == paid("wheat_field", kBank, 1, 1, 1));
  play(game, build("wheat_field"));                         // -> 3
  REQUIRE(game.pending().decision == Decision::DiceCount);  // K4: Ann has the station
  play(game, Action::dice_count(2));
  play(game, Action::roll({4, 2}));  // 6: nothing fires
  play(game, Action::build_nothing());
  CHECK(coins(game) == std::vector{1, 4, 3});
  CHECK(game.player(1).copies(establishment("ranch")) == 1);
  CHECK(game.player(2).copies(establishment("wheat_field")) == 2);
  CHECK(game.turn() == 5);
}

TEST_CASE("K4: one die, or one or two with the Train Station", "[machikoro][rules]") {
  Game plain = Game::at_position(cards(), setup({"Ann", "Ben"}),
                                 {city("Ann", 3, starting()), city("Ben", 3, starting())}, 0);
  CHECK(plain.pending().decision == Decision::Roll);
  CHECK(plain.legal_actions().size() == 6);
  CHECK(refusal(plain, Action::roll({3, 4})) == "K4: roll 1 die");
  CHECK(refusal(plain, Action::roll({7})) == "K4: a die shows 1 to 6, not 7");
  CHECK(refusal(plain, Action::dice_count(2)) == "K4: roll 1 die");

  Game station = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 3, starting(), {"train_station"}), city("Ben", 3, starting())}, 0);
  CHECK(station.legal_actions() == std::vector{Action::dice_count(1), Action::dice_count(2)});
  CHECK(refusal(station, Action::dice_count(3)) == "K4: choose to roll 1 or 2 dice");
  play(station, Action::dice_count(2));
  CHECK(station.pending().dice == 2);
  CHECK(station.legal_actions().size() == 36);
}

TEST_CASE("K5 K7: the Radio Tower's re-roll replaces the roll, once a turn", "[machikoro][rules]") {
  const auto at = [] {
    return Game::at_position(
        cards(), setup({"Ann", "Ben"}),
        {city("Ann", 0, starting(), {"train_station", "radio_tower", "amusement_park"}),
         city("Ben", 0, starting())},
        0);
  };
  SECTION("doubles re-rolled into a single die: no extra turn") {
    Game game = at();
    play(game, Action::dice_count(2));
    play(game, Action::roll({1, 1}));
    REQUIRE(game.pending().decision == Decision::RadioTower);
    CHECK(refusal(game, Action::add_two()) == "K5: roll again or keep the roll");
    play(game, Action::reroll());
    REQUIRE(game.pending().decision == Decision::DiceCount);  // the number again (K4)
    play(game, Action::dice_count(1));
    play(game, Action::roll({3}));  // no second re-roll: income, then building
    REQUIRE(game.pending().decision == Decision::Build);
    CHECK(game.roll().first == Dice::of(std::vector{1, 1}));
    CHECK(game.roll().dice == Dice::of(std::vector{3}));
    CHECK(game.roll().total == 3);
    CHECK(game.player(0).coins == 1);  // the Bakery on the new roll only
    play(game, Action::build_nothing());
    CHECK(game.active() == 1);
  }
  SECTION("a re-roll into doubles: the final roll decides") {
    Game game = at();
    play(game, Action::dice_count(2));
    play(game, Action::roll({2, 3}));
    play(game, Action::reroll());
    play(game, Action::dice_count(2));
    play(game, Action::roll({4, 4}));
    play(game, Action::build_nothing());
    CHECK(game.active() == 0);
  }
  SECTION("keeping the roll") {
    Game game = at();
    play(game, Action::dice_count(1));
    play(game, Action::roll({2}));
    play(game, Action::keep_roll());
    CHECK(game.roll().total == 2);
    CHECK(game.player(0).coins == 1);
  }
}

TEST_CASE("K6: the Harbor adds 2 to a total of 10 or more, if the player wants",
          "[machikoro][rules]") {
  const auto at = [] {
    return Game::at_position(
        cards(), setup({"Ann", "Ben"}, Edition::Plus),
        {city("Ann", 0, starting({{"apple_orchard", 1}}), {"train_station", "harbor", "city_hall"}),
         city("Ben", 0, starting())},
        0);
  };
  SECTION("10 + 2: the orchard (10) does not fire") {
    Game game = at();
    play(game, Action::dice_count(2));
    play(game, Action::roll({4, 6}));
    REQUIRE(game.pending().decision == Decision::Harbor);
    CHECK(refusal(game, Action::keep_roll()) == "K6: add 2 to the total or not");
    play(game, Action::add_two());
    CHECK(game.roll().total == 12);
    CHECK(game.player(0).coins == 1);  // City Hall (K27) only
  }
  SECTION("10 kept: the orchard pays 3") {
    Game game = at();
    play(game, Action::dice_count(2));
    play(game, Action::roll({4, 6}));
    play(game, Action::no_add_two());
    CHECK(game.player(0).coins == 3);
  }
  SECTION("9: nothing to decide") {
    Game game = at();
    play(game, Action::dice_count(2));
    play(game, Action::roll({4, 5}));
    CHECK(game.pending().decision == Decision::Build);
  }
}

TEST_CASE("K27: City Hall gives a broke active player 1 coin to build with", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}, Edition::Plus),
      {city("Ann", 0, starting(), {"city_hall"}), city("Ben", 0, starting(), {"city_hall"})}, 0);
  play(game, Action::roll({5}));  // nothing fires
  CHECK(game.player(0).coins == 1);
  REQUIRE(game.turn_events().size() == 1);
  CHECK(game.turn_events()[0] == paid("city_hall", kBank, 0, 1, 1));
  play(game, build("wheat_field"));
  CHECK(game.player(0).coins == 0);
  play(game, Action::roll({3}));  // Ben: the Bakery's coin, so no City Hall
  CHECK(game.player(1).coins == 1);
  CHECK(game.turn_events().size() == 1);
}

TEST_CASE("K28: doubles give another turn, if the Park stood at the roll", "[machikoro][rules]") {
  SECTION("with the Park") {
    Game game = Game::at_position(cards(), setup({"Ann", "Ben"}),
                                  {city("Ann", 0, starting(), {"train_station", "amusement_park"}),
                                   city("Ben", 0, starting())},
                                  0);
    play(game, Action::dice_count(2));
    play(game, Action::roll({3, 3}));
    CHECK(game.roll().extra_turn);
    play(game, Action::build_nothing());
    CHECK(game.active() == 0);
    CHECK(game.turn() == 2);
    play(game, Action::dice_count(2));
    play(game, Action::roll({1, 2}));
    play(game, Action::build_nothing());
    CHECK(game.active() == 1);
  }
  SECTION("the Park built after the doubles in the same turn does not count") {
    Game game = Game::at_position(
        cards(), setup({"Ann", "Ben"}),
        {city("Ann", 16, starting(), {"train_station"}), city("Ben", 0, starting())}, 0);
    play(game, Action::dice_count(2));
    play(game, Action::roll({3, 3}));
    play(game, build("amusement_park"));
    CHECK(game.player(0).coins == 0);
    CHECK(game.active() == 1);
  }
}

TEST_CASE("K30: the last landmark ends the game at once, extra turn or not", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 22, starting(), {"train_station", "shopping_mall", "amusement_park"}),
       city("Ben", 0, starting())},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({2, 2}));
  play(game, build("radio_tower"));
  CHECK(game.over());
  CHECK(game.winner() == 0);
  CHECK(game.pending().decision == Decision::GameOver);
  CHECK(game.legal_actions().empty());
  CHECK(refusal(game, Action::roll({1})) == "K30: the game is over");
  CHECK(ranks(game) == std::vector{1, 2});
}

TEST_CASE("K30: the expansion's game needs six landmarks, City Hall not counted",
          "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}, Edition::Plus),
      {city("Ann", 30, starting(),
            {"city_hall", "train_station", "shopping_mall", "amusement_park", "radio_tower"}),
       city("Ben", 0, starting(), {"city_hall"})},
      0);
  play(game, Action::dice_count(1));
  play(game, Action::roll({5}));
  play(game, Action::keep_roll());
  play(game, build("harbor"));
  CHECK_FALSE(game.over());
  CHECK(game.landmarks_built(0) == 5);
}

TEST_CASE("K29: the Airport pays 10 for building nothing, on each turn of a double turn",
          "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}, Edition::Plus),
      {city("Ann", 0, starting(),
            {"city_hall", "train_station", "harbor", "airport", "amusement_park"}),
       city("Ben", 0, starting(), {"city_hall"})},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({2, 2}));  // 4: nothing fires; City Hall's coin
  play(game, Action::build_nothing());
  CHECK(game.player(0).coins == 11);
  CHECK(game.active() == 0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({1, 2}));  // 3: the Bakery
  play(game, Action::build_nothing());
  CHECK(game.player(0).coins == 22);
  CHECK(game.active() == 1);
  play(game, Action::roll({5}));
  play(game, build("wheat_field"));  // Ben has no Airport; a build takes nothing
  CHECK(game.player(1).coins == 0);
}

TEST_CASE("K31: a game without a winner stops after 1,000 turns", "[machikoro][rules]") {
  Game game(cards(), setup({"Ann", "Ben"}));
  base::Rng rng(7);
  while (!game.over()) {
    if (game.pending().decision == Decision::Roll)
      play(game, Action::roll({1 + static_cast<int>(rng.below(6))}));
    else
      play(game, Action::build_nothing());
  }
  CHECK(game.turn() == kMaxTurns);
  CHECK_FALSE(game.winner());
  CHECK(refusal(game, Action::build_nothing()) == "K31: the game is over");
}

TEST_CASE("section 8: ranks by winner, landmarks, coins, and full ties share",
          "[machikoro][rules]") {
  const Game game = Game::at_position(
      cards(), setup({"Ann", "Ben", "Cy"}),
      {city("Ann", 5, starting(), {"train_station", "shopping_mall"}),
       city("Ben", 5, starting(), {"train_station", "radio_tower"}),
       city("Cy", 0, starting(), {"train_station", "shopping_mall", "amusement_park"})},
      0);
  CHECK(ranks(game) == std::vector{2, 2, 1});
}
