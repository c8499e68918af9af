// K3a, the "5-5-2" market: five types fired on 1-6, five on 7 or more, two purple, each group
// turned from its own deck (the one shuffled list split by group, its order kept); with
// section 8's purple_out.
#include <catch2/catch.hpp>

#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

// Base, Ann (first, `coins`) and Ben (owning `ben_purple` too) as they start, 5-5-2 turned
// from `deck`; a 5 fires nothing in their cities.
Game five_five_two(const std::vector<std::string>& deck, int coins,
                   const std::map<std::string, int>& ben_purple = {}, bool purple_out = false) {
  Setup s = setup({"Ann", "Ben"});
  s.supply = SupplyMode::FiveFiveTwo;
  s.supply_deck = deck;
  s.house_rules.purple_out = purple_out;
  return Game::at_position(cards(), std::move(s),
                           {city("Ann", coins, starting()), city("Ben", 0, starting(ben_purple))},
                           0);
}

int out(const Game& game, const std::string& id) {
  return game.supply().lying_out(establishment(id));
}

int in_deck(const Game& game, const std::string& id) {
  return game.supply().in_deck(establishment(id));
}

}  // namespace

TEST_CASE("K3a: the list's cards go to their groups' decks, each turned to 5, 5 and 2 types",
          "[machikoro][rules]") {
  // The groups' decks, in the list's order (the rest of each in card order after these):
  //   1-6:    wheat wheat ranch bakery cafe store | forest ...   6 turned, 5 types
  //   7+:     cheese furniture mine family apple | fruit ...     5 turned, 5 types
  //   purple: stadium stadium tv | business_center ...           3 turned, 2 types
  Game game = five_five_two(
      deck_starting({"stadium", "wheat_field", "cheese_factory", "wheat_field", "ranch", "stadium",
                     "tv_station", "bakery", "furniture_factory", "cafe", "mine",
                     "convenience_store", "forest", "family_restaurant", "apple_orchard",
                     "fruit_market", "business_center"}),
      10);
  CHECK(game.supply().types_out() == 12);
  CHECK(game.supply().cards_turned() == 14);
  CHECK(out(game, "wheat_field") == 2);  // a duplicate joins its pile
  CHECK(out(game, "stadium") == 2);
  for (const char* id :
       {"ranch", "bakery", "cafe", "convenience_store", "cheese_factory", "furniture_factory",
        "mine", "family_restaurant", "apple_orchard", "tv_station"})
    CHECK(out(game, id) == 1);
  CHECK(in_deck(game, "wheat_field") == 4);
  CHECK(in_deck(game, "forest") == 6);
  CHECK(in_deck(game, "fruit_market") == 6);
  CHECK(in_deck(game, "stadium") == 3);
  CHECK(in_deck(game, "business_center") == 5);

  // Ann buys the one Ranch: only the 1-6 deck turns, a Forest, its fifth type again.
  play(game, Action::roll({5}));
  CHECK(refusal(game, build("fruit_market")) == "K16: no fruit_market lies out");
  play(game, build("ranch"));
  CHECK(game.supply().cards_turned() == 15);
  CHECK(out(game, "forest") == 1);
  CHECK(in_deck(game, "fruit_market") == 6);
  CHECK(in_deck(game, "business_center") == 5);
  CHECK(game.supply().types_out() == 12);

  // The one Bakery: four Wheat Fields join their pile, then a Ranch is the fifth type.
  play(game, Action::roll({5}));
  play(game, Action::build_nothing());
  play(game, Action::roll({5}));
  play(game, build("bakery"));
  CHECK(game.supply().cards_turned() == 20);
  CHECK(out(game, "wheat_field") == 6);
  CHECK(in_deck(game, "wheat_field") == 0);
  CHECK(out(game, "ranch") == 1);
  CHECK(out(game, "bakery") == 0);

  // The one Cheese Factory (Ann 10 - 1 - 1 = 8 coins): the 7+ deck turns a Fruit Market.
  play(game, Action::roll({5}));
  play(game, Action::build_nothing());
  play(game, Action::roll({5}));
  play(game, build("cheese_factory"));
  CHECK(game.player(0).coins == 3);
  CHECK(game.supply().cards_turned() == 21);
  CHECK(out(game, "fruit_market") == 1);
  CHECK(in_deck(game, "fruit_market") == 5);
  CHECK(out(game, "stadium") == 2);
  CHECK(game.supply().types_out() == 12);
}

TEST_CASE(
    "K3a section 8 purple_out: a retired type's copies are set aside, an empty purple "
    "deck turns nothing",
    "[machikoro][rules]") {
  // Purple deck: stadium tv | stadium x4, tv x4, business_center x5. The 1-6 deck in card
  // order turns 6 Wheat Fields, Ranches, Bakeries, Cafes and a store (25), the 7+ deck
  // likewise to an Apple Orchard (25): 2 + 25 + 25 = 52 turned.
  Game game = five_five_two(deck_starting({"stadium", "tv_station"}), 20,
                            {{"stadium", 1}, {"tv_station", 1}}, true);
  CHECK(game.supply().cards_turned() == 52);
  CHECK(out(game, "wheat_field") == 6);
  CHECK(out(game, "convenience_store") == 1);
  CHECK(out(game, "apple_orchard") == 1);
  CHECK(out(game, "stadium") == 1);
  CHECK(out(game, "tv_station") == 1);

  // Ann's Stadium: its pile empties and a Stadium is turned onto it; now everyone owns one,
  // so the pile (1) and the 3 Stadiums turned after are set aside, the 4 TV Stations join
  // their pile, a Business Center is the second type. The other groups turn nothing.
  play(game, Action::roll({5}));
  play(game, build("stadium"));
  CHECK(out(game, "stadium") == 0);
  CHECK(game.supply().set_aside(establishment("stadium")) == 4);
  CHECK(out(game, "tv_station") == 5);
  CHECK(out(game, "business_center") == 1);
  CHECK(in_deck(game, "business_center") == 4);
  CHECK(game.supply().cards_turned() == 52 + 1 + 3 + 4 + 1);
  CHECK(out(game, "convenience_store") == 1);
  CHECK(out(game, "apple_orchard") == 1);

  // Ann's TV Station (20 - 6 = 14 coins): its 4 left are set aside, the last 4 Business
  // Centers turned; the purple deck is empty, so one purple type lies out.
  play(game, Action::roll({5}));
  play(game, Action::build_nothing());
  play(game, Action::roll({5}));
  play(game, build("tv_station"));
  CHECK(game.supply().set_aside(establishment("tv_station")) == 4);
  CHECK(out(game, "business_center") == 5);
  CHECK(in_deck(game, "business_center") == 0);
  CHECK(game.supply().types_out() == 11);
  CHECK(game.supply().cards_turned() == 65);
}

TEST_CASE("K3a: Plus's groups, by the lowest roll a card fires on, purple apart",
          "[machikoro][rules]") {
  Setup s = setup({"Ann", "Ben"}, Edition::Plus);
  s.supply = SupplyMode::FiveFiveTwo;
  s.supply_deck = supply_cards(cards(), Edition::Plus);
  const std::vector<Supply::Market> markets = supply_markets(cards(), s);
  REQUIRE(markets.size() == 3);
  // 1-6: the base game's six types and Sushi Bar, Flower Orchard, Flower Shop (6), 6 each;
  // 7+: six base types and Pizza Joint, Hamburger Stand, Mackerel Boat, Food Warehouse, Tuna
  // Boat, 6 each; purple: Stadium, TV Station, Business Center, Publisher (7), Tax Office, 5.
  CHECK(markets[0].deck.size() == 9 * 6);
  CHECK(markets[1].deck.size() == 11 * 6);
  CHECK(markets[2].deck.size() == 5 * 5);
  CHECK(markets[0].types == 5);
  CHECK(markets[1].types == 5);
  CHECK(markets[2].types == 2);
  const Game game(cards(), s);
  CHECK(game.supply().market_of(establishment("flower_shop")) == 0);
  CHECK(game.supply().market_of(establishment("family_restaurant")) == 1);
  CHECK(game.supply().market_of(establishment("publisher")) == 2);
  CHECK(game.supply().market_of(establishment("stadium")) == 2);
  // In card order each group turns its first four types whole and one card of the fifth
  // (of the second purple).
  CHECK(out(game, "cafe") == 6);
  CHECK(out(game, "convenience_store") == 1);
  CHECK(out(game, "forest") == 0);
  CHECK(out(game, "family_restaurant") == 6);
  CHECK(out(game, "apple_orchard") == 1);
  CHECK(out(game, "stadium") == 5);
  CHECK(out(game, "tv_station") == 1);
  CHECK(game.supply().types_out() == 12);
}
