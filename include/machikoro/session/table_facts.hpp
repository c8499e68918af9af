// What the Machi Koro play screen shows of a game, as data the tests check: each city's
// establishments grouped by the rolls they fire on, what a turn's payments did to every seat,
// the market as the active player sees it, who is one landmark from winning.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "machikoro/event.hpp"
#include "machikoro/game.hpp"

namespace machikoro::session {

struct CityCard {
  int card = -1;  // an establishment's index
  int copies = 0;
};

// The establishments that fire on the same rolls (low to high), in card order.
struct CityRow {
  int roll_low = 0;
  int roll_high = 0;
  std::vector<CityCard> cards;
};

// A city's establishments by the rolls they fire on, the lowest first (a narrower range
// first on a tie: 2 before 2-3); cards it has no copy of are left out.
std::vector<CityRow> city_rows(const CardSet& cards, const PlayerState& city);

// The coins a seat took and gave in some payments (K11's partial ones as paid).
struct IncomeMark {
  int gained = 0;
  int paid = 0;
};

// Per seat (`players` of them), what `events` paid it and what it paid; builds and swaps
// move no income, a payment naming a seat that does not exist is ignored.
std::vector<IncomeMark> income_marks(std::span<const Event> events, int players);

struct MarketPile {
  int card = -1;  // an establishment's index
  int left = 0;   // copies lying out
  int cost = 0;
  bool buildable = false;  // the active player could build it now (Game::could_build)
};

// The piles of the market in the order of their rolls, as the printed game lays them out
// (then card order): with all types every establishment of the game, bought out or not;
// with "ten types" (K3) those lying out; with "5-5-2" (K3a) those lying out, group by group
// (low, high, purple).
std::vector<MarketPile> market_piles(const Game& game);

// "Ten types", "5-5-2": the cards not turned yet, every deck's (K3, K3a); nothing with all
// types.
std::optional<int> deck_left(const Game& game);

// The landmarks `seat` still needs to win (K30: those that do not start built).
int landmarks_left(const Game& game, int seat);

}  // namespace machikoro::session
