// Building (K2, K13, K14, K16), the supply (K3: all types, ten types; section 8's
// purple_out) and the setups no game starts from.
#include <algorithm>

#include <catch2/catch.hpp>

#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

// Ann (first) and Ben as they start, Ann with `coins`; a 5 fires nothing in their cities.
Game two_players(int coins, Setup s = setup({"Ann", "Ben"})) {
  std::vector<std::string> landmarks;
  if (s.edition == Edition::Plus) landmarks.push_back("city_hall");
  return Game::at_position(
      cards(), std::move(s),
      {city("Ann", coins, starting(), landmarks), city("Ben", 0, starting(), landmarks)}, 0);
}

}  // namespace

TEST_CASE("K14: one establishment or landmark, paid to the bank, or nothing",
          "[machikoro][rules]") {
  Game game = two_players(3);
  play(game, Action::roll({5}));
  CHECK(refusal(game, build("train_station")) == "K14: the train_station costs 4, Ann has 3");
  CHECK(refusal(game, Action::build(CardRef::establishment(99))) == "K14: no establishment 99");
  CHECK(refusal(game, Action::roll({5})) == "K14: build one establishment or landmark, or nothing");
  // Nothing, and the 10 establishments of the base game costing at most 3.
  CHECK(game.legal_actions().size() == 11);
  play(game, build("forest"));
  CHECK(game.player(0).coins == 0);
  CHECK(game.supply().lying_out(establishment("forest")) == 5);
  // The build ended Ann's turn: Ben's has no events yet, and hers ended with the build.
  CHECK(game.active() == 1);
  CHECK(game.turn_events().empty());
  REQUIRE_FALSE(game.events().empty());
  CHECK(game.events().back() == Event{EventKind::Build, card("forest"), 0, kBank, 3, 3});
}

TEST_CASE("K14: a landmark is built once", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 10, starting(), {"train_station"}), city("Ben", 0, starting())}, 0);
  play(game, Action::dice_count(1));
  play(game, Action::roll({5}));
  CHECK(refusal(game, build("train_station")) == "K14: Ann has built the train_station already");
}

TEST_CASE("K2: the expansion's cards only in its game", "[machikoro][rules]") {
  Game game = two_players(10);
  play(game, Action::roll({5}));
  CHECK(refusal(game, build("harbor")) == "K2: the harbor is not in the base game");
  CHECK(refusal(game, build("sushi_bar")) == "K2: the sushi_bar is not in the base game");
  Game plus = two_players(10, setup({"Ann", "Ben"}, Edition::Plus));
  play(plus, Action::roll({5}));
  CHECK(refusal(plus, build("harbor")) == "");
  CHECK(refusal(plus, build("city_hall")) == "K14: Ann has built the city_hall already");
  Game without = Game::at_position(cards(), setup({"Ann", "Ben"}, Edition::Plus),
                                   {city("Ann", 5, starting()), city("Ben", 5, starting())}, 0);
  play(without, Action::roll({5}));
  CHECK(refusal(without, build("city_hall")) ==
        "K2: the city_hall starts built, it is never built in play");
}

TEST_CASE("K13: one copy of each purple establishment", "[machikoro][rules]") {
  Game game = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 20, starting({{"stadium", 1}})), city("Ben", 0, starting())}, 0);
  play(game, Action::roll({5}));
  CHECK(refusal(game, build("stadium")) == "K13: Ann has a stadium already");
  CHECK(refusal(game, build("tv_station")) == "");
}

TEST_CASE("K16: an empty pile cannot be built", "[machikoro][rules]") {
  Game game = two_players(100);
  for (int i = 0; i < 6; ++i) {
    play(game, Action::roll({5}));
    play(game, build("ranch"));
    play(game, Action::roll({5}));
    play(game, Action::build_nothing());
  }
  play(game, Action::roll({5}));
  CHECK(game.supply().lying_out(establishment("ranch")) == 0);
  CHECK(refusal(game, build("ranch")) == "K16: no ranch lies out");
}

TEST_CASE("K3 K16: ten types lie out, refilled when a pile is bought out", "[machikoro][rules]") {
  Setup s = setup({"Ann", "Ben"});
  s.supply = SupplyMode::Ten;
  s.supply_deck =
      deck_starting({"wheat_field", "wheat_field", "ranch", "bakery", "cafe", "convenience_store",
                     "forest", "stadium", "tv_station", "business_center", "cheese_factory",
                     "wheat_field", "furniture_factory", "ranch"});
  Game game = two_players(10, s);
  CHECK(game.supply().types_out() == 10);
  CHECK(game.supply().cards_turned() == 11);
  CHECK(game.supply().lying_out(establishment("wheat_field")) == 2);
  CHECK(game.supply().in_deck(establishment("wheat_field")) == 4);
  play(game, Action::roll({5}));
  CHECK(refusal(game, build("furniture_factory")) == "K16: no furniture_factory lies out");
  CHECK(refusal(game, build("mine")) == "K16: no mine lies out");
  play(game, build("ranch"));  // 9 types: a Wheat Field joins its pile, then a new type
  CHECK(game.supply().cards_turned() == 13);
  CHECK(game.supply().lying_out(establishment("wheat_field")) == 3);
  CHECK(game.supply().lying_out(establishment("furniture_factory")) == 1);
  CHECK(game.supply().lying_out(establishment("ranch")) == 0);
  CHECK(game.supply().types_out() == 10);
  play(game, Action::roll({5}));
  play(game, Action::build_nothing());
  play(game, Action::roll({5}));
  play(game, build("furniture_factory"));  // the ranch turned next starts its pile again
  CHECK(game.supply().lying_out(establishment("ranch")) == 1);
  CHECK(game.supply().types_out() == 10);
}

TEST_CASE("section 8 purple_out: a purple type every player owns leaves the market",
          "[machikoro][rules]") {
  Setup s = setup({"Ann", "Ben"});
  s.house_rules.purple_out = true;
  Game game = Game::at_position(
      cards(), s, {city("Ann", 10, starting()), city("Ben", 0, starting({{"stadium", 1}}))}, 0);
  play(game, Action::roll({5}));
  play(game, build("stadium"));
  CHECK(game.supply().lying_out(establishment("stadium")) == 0);
  CHECK(game.supply().set_aside(establishment("stadium")) == 4);
}

TEST_CASE("K3: a supply deck must be the game's supply, shuffled", "[machikoro][rules]") {
  Setup s = setup({"Ann", "Ben"});
  s.supply = SupplyMode::Ten;
  s.supply_deck = shuffled_supply_deck(cards(), Edition::Base, 42);
  CHECK(s.supply_deck.size() == 87);  // the rulebook's 87 supply cards
  CHECK(s.supply_deck == shuffled_supply_deck(cards(), Edition::Base, 42));
  CHECK_NOTHROW(Game(cards(), s));
  CHECK(shuffled_supply_deck(cards(), Edition::Plus, 1).size() == 87 + 58);

  const auto error = [](const Setup& bad) {
    try {
      Game game(cards(), bad);
    } catch (const SetupError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  Setup short_deck = s;
  short_deck.supply_deck.erase(
      std::find(short_deck.supply_deck.begin(), short_deck.supply_deck.end(), "cafe"));
  CHECK(error(short_deck) == "K3: the supply deck holds 5 cafe, the game has 6");
  Setup plus_card = s;
  plus_card.supply_deck.push_back("sushi_bar");
  CHECK(error(plus_card) ==
        "K3: the supply deck holds \"sushi_bar\", not a supply card of the base game");
  Setup all = s;
  all.supply = SupplyMode::All;
  CHECK(error(all) == "K3: a supply deck is only for the \"ten\" and \"552\" supplies");
  Setup five_five_two = short_deck;
  five_five_two.supply = SupplyMode::FiveFiveTwo;
  CHECK(error(five_five_two) == "K3: the supply deck holds 5 cafe, the game has 6");
  CHECK(error(setup({"Ann"})) == "a game is for 2-5 players, not 1");
  CHECK(error(setup({"A", "B", "C", "D", "E", "F"})) == "a game is for 2-5 players, not 6");
  CHECK(error(setup({"Ann", "Ann"})) == "two players are named \"Ann\"");
  CHECK(error(setup({"Ann", ""})) == "a player's name cannot be empty");
  Setup first = setup({"Ann", "Ben"});
  first.first = 2;
  CHECK(error(first) == "the first player's seat 2 is not one of the 2 seats");
}
