// Income (K10-K12, K24-K26) and the Business Center (K15), numbers by hand from the rules
// and the rulebook's own examples.
#include <catch2/catch.hpp>

#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

TEST_CASE("K11: red cards are paid counter-clockwise, partly, never from later income",
          "[machikoro][rules]") {
  SECTION("the rulebook: Arkady's 3 coins, Boris's 3 Cafes, Viktor's 2") {
    Game game = Game::at_position(
        cards(), setup({"Arkady", "Boris", "Viktor"}),
        {city("Arkady", 3, starting({{"cafe", 1}})), city("Boris", 0, starting({{"cafe", 3}})),
         city("Viktor", 0, starting({{"cafe", 2}}))},
        0);
    play(game, Action::roll({3}));
    CHECK(coins(game) == std::vector{1, 1, 2});
    const auto events = game.turn_events();
    REQUIRE(events.size() == 3);
    CHECK(events[0] == paid("cafe", 0, 2, 2, 2));  // the seat to the roller's right first
    CHECK(events[1] == paid("cafe", 0, 1, 1, 3));  // the rest is forgiven
    CHECK(events[2] == paid("bakery", kBank, 0, 1, 1));
  }
  SECTION("the rulebook: Arkady has nothing to pay with, then earns 2") {
    Game game = Game::at_position(
        cards(), setup({"Arkady", "Boris"}),
        {city("Arkady", 0, starting({{"bakery", 2}})), city("Boris", 0, starting({{"cafe", 1}}))},
        0);
    play(game, Action::roll({3}));
    CHECK(coins(game) == std::vector{2, 0});
    CHECK(game.turn_events()[0] == paid("cafe", 0, 1, 0, 1));
  }
}

TEST_CASE("K10 K12: red, then blue and green, then the Tax Office on coins as they stand",
          "[machikoro][rules]") {
  // The rulebook's 9: Ann pays Ben's Restaurant, Ben's Mine pays, then Ann's Tax Office.
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben", "Cy"}, Edition::Plus),
      {city("Ann", 10, starting({{"tax_office", 1}}), {"city_hall", "train_station"}),
       city("Ben", 9, starting({{"mine", 1}, {"family_restaurant", 1}}), {"city_hall"}),
       city("Cy", 21, starting(), {"city_hall"})},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({4, 5}));
  CHECK(coins(game) == std::vector{26, 8, 11});  // Ben 9+2+5=16 pays 8; Cy 21 pays 10
  const auto events = game.turn_events();
  REQUIRE(events.size() == 4);
  CHECK(events[0] == paid("family_restaurant", 0, 1, 2, 2));
  CHECK(events[1] == paid("mine", kBank, 1, 5, 5));
  CHECK(events[2] == paid("tax_office", 1, 0, 8, 8));
  CHECK(events[3] == paid("tax_office", 2, 0, 10, 10));
}

TEST_CASE("K12: the Tax Office takes half, rounded down, from 10 coins up", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben", "Cy", "Dan"}, Edition::Plus),
      {city("Ann", 0, starting({{"tax_office", 1}}), {"city_hall", "train_station"}),
       city("Ben", 9, starting(), {"city_hall"}), city("Cy", 10, starting(), {"city_hall"}),
       city("Dan", 11, starting(), {"city_hall"})},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({4, 4}));
  CHECK(coins(game) == std::vector{10, 9, 5, 6});
}

TEST_CASE("K12: Stadium, then TV Station, then Business Center", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben", "Cy"}),
      {city("Ann", 0, starting({{"stadium", 1}, {"tv_station", 1}, {"business_center", 1}})),
       city("Ben", 3, starting()), city("Cy", 6, starting())},
      0);
  play(game, Action::roll({6}));
  CHECK(coins(game) == std::vector{4, 1, 4});  // the Stadium's 2 from each
  REQUIRE(game.pending().decision == Decision::Target);
  CHECK(game.pending().card == establishment("tv_station"));
  CHECK(game.legal_actions() == std::vector{Action::target(1), Action::target(2)});
  CHECK(refusal(game, Action::target(0)) ==
        "K12: the tv_station takes from an opponent, not seat 0");
  play(game, Action::target(2));  // 5 due, Cy has 4
  CHECK(coins(game) == std::vector{8, 1, 0});
  REQUIRE(game.pending().decision == Decision::Swap);
  CHECK(game.pending().card == establishment("business_center"));
  play(game, swap("bakery", 1, "wheat_field"));
  CHECK(game.player(0).copies(establishment("wheat_field")) == 2);
  CHECK(game.player(0).copies(establishment("bakery")) == 0);
  CHECK(game.player(1).copies(establishment("bakery")) == 2);
  CHECK(game.player(1).copies(establishment("wheat_field")) == 0);
  const auto events = game.turn_events();
  REQUIRE(events.size() == 4);
  CHECK(events[0] == paid("stadium", 1, 0, 2, 2));
  CHECK(events[1] == paid("stadium", 2, 0, 2, 2));
  CHECK(events[2] == paid("tv_station", 2, 0, 4, 5));
  CHECK(events[3] ==
        Event{EventKind::Swap, card("bakery"), 0, 1, 0, 0, establishment("wheat_field")});
  CHECK(game.pending().decision == Decision::Build);
}

TEST_CASE("K15: the Business Center swaps non-purple establishments, or none",
          "[machikoro][rules]") {
  Game game =
      Game::at_position(cards(), setup({"Ann", "Ben"}, Edition::Plus),
                        {city("Ann", 0, starting({{"business_center", 1}}), {"city_hall"}),
                         city("Ben", 0, starting({{"stadium", 1}, {"cafe", 1}}), {"city_hall"})},
                        0);
  play(game, Action::roll({6}));
  REQUIRE(game.pending().decision == Decision::Swap);
  CHECK(refusal(game, swap("business_center", 1, "cafe")) ==
        "K15: a purple establishment (business_center) is never swapped");
  CHECK(refusal(game, swap("wheat_field", 1, "stadium")) ==
        "K15: a purple establishment (stadium) is never swapped");
  CHECK(refusal(game, swap("city_hall", 1, "cafe")) ==
        "K15: only establishments are swapped, not \"city_hall\"");
  CHECK(refusal(game, swap("wheat_field", 1, "ranch")) == "K15: Ben has no ranch");
  CHECK(refusal(game, swap("wheat_field", 0, "bakery")) ==
        "K15: a swap is with an opponent, not seat 0");
  CHECK(refusal(game, Action::build_nothing()) ==
        "K15: the business_center asks for a swap or none");
  CHECK(refusal(game, swap("wheat_field", 1, "wheat_field")) == "");
  // Ann's 2 cards x Ben's 3 non-purple cards, and no swap.
  CHECK(game.legal_actions().size() == 7);
  play(game, Action::decline_swap());
  CHECK(game.player(0).copies(establishment("wheat_field")) == 1);
  CHECK(game.player(1).copies(establishment("cafe")) == 1);
}

TEST_CASE("K12: the Publisher takes 1 per cup and bread card of each opponent",
          "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben", "Cy"}, Edition::Plus),
      {city("Ann", 0, starting({{"publisher", 1}}), {"city_hall", "train_station"}),
       city("Ben", 2, starting({{"cafe", 2}}), {"city_hall"}),
       city("Cy", 5, starting({{"convenience_store", 1}}), {"city_hall"})},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({3, 4}));
  CHECK(coins(game) == std::vector{4, 0, 3});  // Ben owes 3, has 2; Cy owes 2
}

TEST_CASE("K24: the Shopping Mall adds 1 per firing cup or bread card", "[machikoro][rules]") {
  SECTION("the rulebook: two Bakeries on a 2 give 4") {
    Game game = Game::at_position(
        cards(), setup({"Ann", "Ben"}),
        {city("Ann", 0, starting({{"bakery", 2}}), {"shopping_mall"}), city("Ben", 0, starting())},
        0);
    play(game, Action::roll({2}));
    CHECK(game.player(0).coins == 4);
  }
  SECTION("the rulebook: 3 Flower Orchards and 2 Flower Shops on a 6 give 12") {
    Game game =
        Game::at_position(cards(), setup({"Ann", "Ben"}, Edition::Plus),
                          {city("Ann", 0, starting({{"flower_orchard", 3}, {"flower_shop", 2}}),
                                {"city_hall", "shopping_mall"}),
                           city("Ben", 0, starting(), {"city_hall"})},
                          0);
    play(game, Action::roll({6}));
    CHECK(game.player(0).coins == 12);
  }
  SECTION("a Flower Shop without an orchard gives nothing, Mall or not") {
    Game game = Game::at_position(
        cards(), setup({"Ann", "Ben"}, Edition::Plus),
        {city("Ann", 5, starting({{"flower_shop", 2}}), {"city_hall", "shopping_mall"}),
         city("Ben", 0, starting(), {"city_hall"})},
        0);
    play(game, Action::roll({6}));
    CHECK(game.player(0).coins == 5);
  }
  SECTION("a red cup card: the Cafe's owner takes 2") {
    Game game = Game::at_position(
        cards(), setup({"Ann", "Ben"}),
        {city("Ann", 5, starting()), city("Ben", 0, starting({{"cafe", 1}}), {"shopping_mall"})},
        0);
    play(game, Action::roll({3}));
    CHECK(coins(game) == std::vector{4, 2});  // 5 - 2 + the Bakery's 1
  }
}

TEST_CASE("K25: 2 Cheese Factories and 6 Ranches on a 7 pay 36", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 0, starting({{"cheese_factory", 2}, {"ranch", 6}}), {"train_station"}),
       city("Ben", 0, starting())},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({3, 4}));
  CHECK(game.player(0).coins == 36);
}

TEST_CASE("K25: the Fruit Market pays per own wheat card", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 0, starting({{"fruit_market", 2}, {"apple_orchard", 1}}), {"train_station"}),
       city("Ben", 0, starting())},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({5, 6}));
  CHECK(game.player(0).coins == 8);  // 2 markets x 2 x (Wheat Field + Apple Orchard)
}

TEST_CASE("K26: the Tuna Boat's one extra roll pays every boat owner with a Harbor",
          "[machikoro][rules]") {
  Game game =
      Game::at_position(cards(), setup({"Ann", "Ben", "Cy"}, Edition::Plus),
                        {city("Ann", 0, starting({{"tuna_boat", 3}}),
                              {"city_hall", "train_station", "harbor", "amusement_park"}),
                         city("Ben", 0, starting({{"tuna_boat", 1}}), {"city_hall", "harbor"}),
                         city("Cy", 0, starting({{"tuna_boat", 2}}), {"city_hall"})},
                        0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({6, 5}));
  play(game, Action::add_two());  // 13
  REQUIRE(game.pending().decision == Decision::ExtraRoll);
  CHECK(game.pending().dice == 2);
  CHECK(game.pending().card == establishment("tuna_boat"));
  CHECK(refusal(game, Action::roll({4})) == "K26: roll 2 dice");
  play(game, Action::roll({4, 4}));  // the rulebook's 8 x 3 = 24
  CHECK(coins(game) == std::vector{24, 8, 0});
  CHECK(game.roll().extra == Dice::of(std::vector{4, 4}));
  play(game, Action::build_nothing());
  CHECK(game.active() == 1);  // the extra roll's doubles give no extra turn
}

TEST_CASE("K26: no extra roll when no boat owner has a Harbor", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}, Edition::Plus),
      {city("Ann", 0, starting({{"tuna_boat", 1}}), {"city_hall", "train_station"}),
       city("Ben", 0, starting(), {"city_hall"})},
      0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({6, 6}));
  CHECK(game.pending().decision == Decision::Build);
}

TEST_CASE("K6 section 5: the Sushi Bar and the Mackerel Boat need the Harbor",
          "[machikoro][rules]") {
  const auto at = [](std::vector<std::string> ben_landmarks) {
    return Game::at_position(
        cards(), setup({"Ann", "Ben"}, Edition::Plus),
        {city("Ann", 5, starting(), {"city_hall"}),
         city("Ben", 0, starting({{"sushi_bar", 1}, {"mackerel_boat", 1}}), ben_landmarks)},
        0);
  };
  Game without = at({"city_hall"});
  play(without, Action::roll({1}));
  CHECK(coins(without) == std::vector{6, 1});  // only the Wheat Fields
  Game with = at({"city_hall", "harbor"});
  play(with, Action::roll({1}));
  CHECK(coins(with) == std::vector{3, 4});  // the Sushi Bar's 3 first
}
