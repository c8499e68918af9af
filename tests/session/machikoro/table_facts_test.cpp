// What the play screen shows of a game, worked out by hand from the cards (design §5) and
// the rules: cities by activation number, a turn's payments per seat, the market, K30's count.
#include <catch2/catch.hpp>

#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/table_facts.hpp"

using namespace machikoro;
using namespace machikoro::test;
using session::CityRow;

TEST_CASE("a city's establishments by the rolls they fire on, copies counted",
          "[machikoro][session]") {
  const PlayerState ann = city("Ann", 0,
                               {{"wheat_field", 1},
                                {"bakery", 2},
                                {"ranch", 3},
                                {"cafe", 1},
                                {"tv_station", 1},
                                {"stadium", 1},
                                {"family_restaurant", 1},
                                {"mine", 1},
                                {"apple_orchard", 2}});
  const std::vector<CityRow> rows = session::city_rows(cards(), ann);
  // 1 | 2 | 2-3 | 3 | 6 | 9 | 9-10 | 10: a range after the single number it starts with.
  REQUIRE(rows.size() == 8);
  const std::vector<std::pair<int, int>> ranges{{1, 1}, {2, 2}, {2, 3},  {3, 3},
                                                {6, 6}, {9, 9}, {9, 10}, {10, 10}};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    INFO(i);
    CHECK(std::pair{rows[i].roll_low, rows[i].roll_high} == ranges[i]);
  }
  REQUIRE(rows[1].cards.size() == 1);
  CHECK(rows[1].cards[0].card == establishment("ranch"));
  CHECK(rows[1].cards[0].copies == 3);
  CHECK(rows[2].cards[0].copies == 2);  // the two bakeries
  REQUIRE(rows[4].cards.size() == 2);   // the Stadium and the TV Station, in card order
  CHECK(rows[4].cards[0].card == establishment("stadium"));
  CHECK(rows[4].cards[1].card == establishment("tv_station"));
  CHECK(session::city_rows(cards(), city("Ben", 0, {})).empty());
}

TEST_CASE("a turn's payments per seat: the rulebook's Cafes", "[machikoro][session]") {
  // K11's example: Arkady rolls 3 with 3 coins; Viktor's 2 Cafes take 2, Boris's 3 take
  // the 1 left, then Arkady's Bakery pays him 1.
  Game game = Game::at_position(
      cards(), setup({"Arkady", "Boris", "Viktor"}),
      {city("Arkady", 3, starting({{"cafe", 1}})), city("Boris", 0, starting({{"cafe", 3}})),
       city("Viktor", 0, starting({{"cafe", 2}}))},
      0);
  play(game, Action::roll({3}));
  play(game, build("wheat_field"));  // a build is no income
  const auto marks = session::income_marks(game.events(), 3);
  REQUIRE(marks.size() == 3);
  CHECK(marks[0].gained == 1);
  CHECK(marks[0].paid == 3);
  CHECK(marks[1].gained == 1);
  CHECK(marks[1].paid == 0);
  CHECK(marks[2].gained == 2);
  // A seat the game does not have is left out, and so are negative counts.
  const std::vector<Event> odd{paid("cafe", 7, -5, 3, 3), paid("cafe", 1, 9, 2, 2)};
  const auto two = session::income_marks(odd, 2);
  CHECK(two[1].paid == 2);
  CHECK(two[0].gained + two[0].paid + two[1].gained == 0);
  CHECK(session::income_marks(odd, -1).empty());
}

TEST_CASE("the market as the active player sees it", "[machikoro][session][K3][K13][K16]") {
  SECTION("all types: the base game's 15 piles, 10 of them within Ann's 3 coins") {
    const Game game(cards(), setup({"Ann", "Ben"}));
    const auto piles = session::market_piles(game);
    REQUIRE(piles.size() == 15);
    CHECK(piles.front().card == establishment("wheat_field"));
    CHECK(piles.front().left == 6);
    int buildable = 0;
    for (const auto& pile : piles) buildable += pile.buildable ? 1 : 0;
    // Wheat Field, Ranch, Bakery (1); Cafe, Store, Fruit Market (2); Forest, Furniture
    // Factory, Restaurant, Apple Orchard (3).
    CHECK(buildable == 10);
    CHECK_FALSE(session::deck_left(game));
  }
  SECTION("Plus, all types: the 25 piles by their rolls, the expansion's among the base's") {
    const Game game(cards(), setup({"Ann", "Ben"}, Edition::Plus));
    std::vector<int> order;
    for (const auto& pile : session::market_piles(game)) order.push_back(pile.card);
    const std::vector<std::string> ids{
        "wheat_field",       "sushi_bar",       "ranch",          "bakery",         "cafe",
        "convenience_store", "flower_orchard",  "forest",         "stadium",        "tv_station",
        "business_center",   "flower_shop",     "cheese_factory", "pizza_joint",    "publisher",
        "furniture_factory", "hamburger_stand", "mackerel_boat",  "tax_office",     "mine",
        "family_restaurant", "apple_orchard",   "fruit_market",   "food_warehouse", "tuna_boat"};
    std::vector<int> expected;
    for (const std::string& id : ids) expected.push_back(establishment(id));
    CHECK(order == expected);
  }
  SECTION("ten types: what lies out, and the rest of the 87 cards in the deck") {
    Setup ten = setup({"Ann", "Ben"});
    ten.supply = SupplyMode::Ten;
    ten.supply_deck = shuffled_supply_deck(cards(), Edition::Base, 4);
    const Game game(cards(), ten);
    const auto piles = session::market_piles(game);
    CHECK(piles.size() == 10);
    int lying = 0;
    for (const auto& pile : piles) lying += pile.left;
    // 12 types of 6 copies and 3 purple ones of 5.
    REQUIRE(session::deck_left(game));
    CHECK(*session::deck_left(game) + lying == 87);
  }
  SECTION("5-5-2 (K3a): the 12 piles group by group, low, high, purple, each by its rolls") {
    // The deck in card order: 1-6 turns 6 each of Wheat Field..Cafe and one store; 7+ 6
    // each of Cheese Factory..Family Restaurant and one Apple Orchard; purple 5 Stadiums
    // and one TV Station, which by its roll (6) would sit before the Cheese Factory (7).
    Setup s = setup({"Ann", "Ben"});
    s.supply = SupplyMode::FiveFiveTwo;
    s.supply_deck = supply_cards(cards(), Edition::Base);
    const Game game(cards(), s);
    std::vector<int> order;
    int lying = 0;
    for (const auto& pile : session::market_piles(game)) {
      order.push_back(pile.card);
      lying += pile.left;
    }
    std::vector<int> expected;
    for (const char* id : {"wheat_field", "ranch", "bakery", "cafe", "convenience_store",
                           "cheese_factory", "furniture_factory", "mine", "family_restaurant",
                           "apple_orchard", "stadium", "tv_station"})
      expected.push_back(establishment(id));
    CHECK(order == expected);
    CHECK(lying == 4 * 6 + 1 + 4 * 6 + 1 + 5 + 1);
    REQUIRE(session::deck_left(game));
    CHECK(*session::deck_left(game) == 87 - lying);
  }
  SECTION("a pile bought out stays in the market, and nobody can afford it") {
    Game game = Game::at_position(cards(), setup({"Ann", "Ben"}),
                                  {city("Ann", 40, starting()), city("Ben", 0, starting())}, 0);
    for (int i = 0; i < 6; ++i) {
      play(game, Action::roll({6}));
      play(game, build("forest"));
      play(game, Action::roll({6}));
      play(game, Action::build_nothing());
    }
    const auto piles = session::market_piles(game);
    const auto forest = std::find_if(piles.begin(), piles.end(), [](const auto& p) {
      return p.card == establishment("forest");
    });
    REQUIRE(forest != piles.end());
    CHECK(forest->left == 0);
    CHECK_FALSE(forest->buildable);
  }
  SECTION("K13: a purple card the player owns is never buildable, however rich") {
    const Game game = Game::at_position(
        cards(), setup({"Ann", "Ben"}),
        {city("Ann", 40, starting({{"stadium", 1}})), city("Ben", 0, starting())}, 0);
    const auto piles = session::market_piles(game);
    const auto pile = [&](const char* id) {
      return *std::find_if(piles.begin(), piles.end(),
                           [&](const auto& p) { return p.card == establishment(id); });
    };
    CHECK_FALSE(pile("stadium").buildable);  // owned: K13
    CHECK(pile("tv_station").buildable);     // purple, not owned, 7 of her 40 coins
    CHECK(pile("business_center").buildable);
  }
}

TEST_CASE("K30: the landmarks a player still needs", "[machikoro][session][K30]") {
  const Game base = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 0, starting(), {"train_station", "shopping_mall", "radio_tower"}),
       city("Ben", 0, starting())},
      0);
  CHECK(session::landmarks_left(base, 0) == 1);  // one from winning
  CHECK(session::landmarks_left(base, 1) == 4);
  // Plus: the Harbor and the Airport too, City Hall built from the start and not counted.
  const Game plus(cards(), setup({"Ann", "Ben"}, Edition::Plus));
  CHECK(session::landmarks_left(plus, 0) == 6);
}
