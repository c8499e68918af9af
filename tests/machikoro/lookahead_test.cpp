// The engine's help for lookahead: Game::due, a game without its event log, the unseen
// decks of "ten types" and "5-5-2" reshuffled.
#include <map>

#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

TEST_CASE("due says what a card would ask, moving nothing", "[machikoro][lookahead]") {
  const Game game = Game::at_position(
      cards(), setup({"A", "B", "C"}),
      {city("A", 3, starting({{"ranch", 3}, {"cheese_factory", 2}, {"cafe", 1}}),
            {"shopping_mall"}),
       city("B", 12, starting({{"tv_station", 1}, {"stadium", 1}})), city("C", 4, starting())},
      0);
  const auto& c = game.cities();
  const int cheese = establishment("cheese_factory"), cafe = establishment("cafe");
  // K25: 2 factories x 3 per cow card x 3 ranches = 18 on A's own 7, nothing on B's.
  CHECK(game.due(c, 0, 7, 0, cheese, kBank) == 18);
  CHECK(game.due(c, 1, 7, 0, cheese, kBank) == 0);
  CHECK(game.due(c, 0, 6, 0, cheese, kBank) == 0);
  // K24: A's Cafe asks 1 + 1 of the roller B on a 3, nothing of anyone else.
  CHECK(game.due(c, 1, 3, 0, cafe, 1) == 2);
  CHECK(game.due(c, 1, 3, 0, cafe, kBank) == 0);
  CHECK(game.due(c, 0, 3, 0, cafe, 0) == 0);  // own roll: red does not fire
  // B's Stadium: 2 of each opponent; the TV Station: 5 of the richest opponent (C, 4 coins,
  // against A's 3), nothing of the others.
  CHECK(game.due(c, 1, 6, 1, establishment("stadium"), 0) == 2);
  CHECK(game.due(c, 1, 6, 1, establishment("tv_station"), 2) == 5);
  CHECK(game.due(c, 1, 6, 1, establishment("tv_station"), 0) == 0);
  CHECK(coins(game) == std::vector<int>{3, 12, 4});
}

TEST_CASE("a game without its event log plays the same", "[machikoro][lookahead]") {
  Game logged(cards(), setup({"A", "B", "C"}));
  Game quiet = logged;
  quiet.keep_event_log(false);
  auto bot = make_bot("medium");
  base::Rng dice(3), bots(4);
  while (!logged.over()) {
    const Pending p = logged.pending();
    const Action c = p.chance() ? roll_dice(logged, dice) : bot->choose(logged, bots);
    play(logged, c);
    play(quiet, c);
    CHECK(quiet.events().empty());
  }
  CHECK(quiet.over());
  CHECK(quiet.winner() == logged.winner());
  CHECK(coins(quiet) == coins(logged));
  CHECK_FALSE(logged.events().empty());
}

namespace {

// The deck of a game just begun with each market's cards not yet turned in reverse order:
// the same cards seen, another true order of the unseen.
std::vector<std::string> unseen_reversed(const Game& game) {
  std::vector<std::string> deck = game.setup().supply_deck;
  std::map<int, std::vector<std::size_t>> places;  // each market's cards' places in the list
  std::map<int, std::size_t> turned;               // nothing bought yet: all turned lie out
  for (std::size_t i = 0; i < deck.size(); ++i)
    places[game.supply().market_of(establishment(deck[i]))].push_back(i);
  for (int card = 0; card < static_cast<int>(cards().establishments().size()); ++card)
    turned[game.supply().market_of(card)] +=
        static_cast<std::size_t>(game.supply().lying_out(card));
  for (const auto& [market, at] : places) {
    for (std::size_t i = turned[market], j = at.size() - 1; i < j; ++i, --j)
      std::swap(deck[at[i]], deck[at[j]]);
  }
  return deck;
}

}  // namespace

TEST_CASE("the unseen decks reshuffled keep what is seen (K3, K3a)", "[machikoro][lookahead]") {
  const SupplyMode mode = GENERATE(SupplyMode::Ten, SupplyMode::FiveFiveTwo);
  INFO(supply_name(mode));
  Setup s = setup({"A", "B"}, Edition::Plus);
  s.supply = mode;
  s.supply_deck = shuffled_supply_deck(cards(), Edition::Plus, 8);
  const Game game(cards(), s);
  // Another true order of the unseen cards: the same draw gives the same guess.
  Setup r = s;
  r.supply_deck = unseen_reversed(game);
  REQUIRE(r.supply_deck != s.supply_deck);
  Game a = game, b(cards(), r);
  base::Rng rng_a(5), rng_b(5);
  a.shuffle_hidden_deck(rng_a);
  b.shuffle_hidden_deck(rng_b);
  for (int card = 0; card < static_cast<int>(cards().establishments().size()); ++card) {
    CHECK(a.supply().lying_out(card) == game.supply().lying_out(card));
    CHECK(a.supply().in_deck(card) == game.supply().in_deck(card));
  }
  CHECK(a.supply().cards_turned() == game.supply().cards_turned());
  // Buying every card turns the guessed deck: the same order in both.
  Supply sa = a.supply(), sb = b.supply();
  const int types = static_cast<int>(cards().establishments().size());
  for (bool any = true; any;) {
    any = false;
    for (int card = 0; card < types; ++card) {
      REQUIRE(sa.lying_out(card) == sb.lying_out(card));
      if (sa.lying_out(card) > 0) {
        sa.take(card);
        sb.take(card);
        any = true;
      }
    }
  }
  CHECK(sa.cards_turned() == s.supply_deck.size());
}
