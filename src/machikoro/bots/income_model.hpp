// What the computer players expect a city to earn (shared/design/machikoro.md, section 10):
// the chance of each total times what the engine says the cards pay (Game::due), blue cards
// on every roll, red on the opponents', green and purple on one's own. Estimates only: every
// rule that decides what is legal stays in the engine.
#pragma once

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "machikoro/game.hpp"

namespace machikoro::bots {

inline constexpr int kTotals = 15;  // 0..14: two dice and the Harbor's 2
using PerTotal = std::array<double, kTotals>;

// The chance of each total with one or two dice.
const PerTotal& dice_odds(int dice);

// A round's income when the estimate is lower: every city earns something in the end.
inline constexpr double kMinIncome = 0.5;
// The rounds it takes to earn `coins` at `per_round` coins a round.
inline double rounds_to_earn(double coins, double per_round) {
  return coins / std::max(kMinIncome, per_round);
}

// The landmarks whose effects the estimates value, by index (-1 when not in the cards).
struct LandmarkIds {
  explicit LandmarkIds(const CardSet& cards);
  int train_station, shopping_mall, amusement_park, radio_tower, harbor, airport;
};

// The dice another player is reckoned to roll, as seen from outside: two with a Train
// Station and a card of theirs on 7 or more that is not red, else one (section 10).
int outside_dice(const Game& game, const LandmarkIds& ids, const PlayerState& city);

// How the estimates reckon what opponents pay the seat. Medium: red cards in full, purple
// from the coins held now. As the hard player's tables were fitted: red at most the coins
// held now (K11); purple from at least the cost of the opponent's cheapest landmark still to
// build, since players save up for it.
struct Takings {
  bool red_as_paid = false;
  bool purple_from_savings = false;
};

// One seat's income in cities that differ from a snapshot only in that seat's own city
// (a build, coins spent): the opponents' part is worked out once, so valuing every build
// option of a turn is cheap.
class SeatIncome {
 public:
  SeatIncome(const Game& game, const LandmarkIds& ids, const std::vector<PlayerState>& cities,
             int seat, Takings takings = {});

  // Expected coins per round (one roll of every player); what the opponents' purple cards
  // take depends on the coins held, and is risk()'s.
  double per_round(const std::vector<PlayerState>& cities) const;
  // The expected net coins of the seat's own roll with `dice` dice (its cards minus the
  // opponents' red cards), the Harbor's 2 taken when it pays more, the Radio Tower's
  // re-roll when below the mean, the Amusement Park's extra turn on doubles.
  double own_roll(const std::vector<PlayerState>& cities, int dice) const;
  int best_dice(const std::vector<PlayerState>& cities) const;
  // The net coins of the seat's own final total `total` (after the Harbor's choice).
  double own_total(const std::vector<PlayerState>& cities, int total) const;
  // Expected coins lost over the next round to the opponents' purple cards with the coins
  // held (the Tax Office, a TV Station aimed at the richest, the Stadium).
  double risk(const std::vector<PlayerState>& cities) const;

 private:
  void own_table(const std::vector<PlayerState>& cities, PerTotal& net) const;
  double roll_value(const std::vector<PlayerState>& cities, int dice, const PerTotal& net) const;
  double red_as_paid(const std::vector<PlayerState>& cities, int card) const;
  // `cities` with each opponent's coins as the seat's purple cards reckon them.
  std::vector<PlayerState> purple_payers(const std::vector<PlayerState>& cities) const;

  const Game* game_;
  const LandmarkIds* ids_;
  int seat_;
  Takings takings_;
  std::vector<int> purple_coins_;  // each seat's coins reckoned from savings, if asked
  int other_;                      // an opponent standing for every roller of red cards' dues
  PerTotal red_loss_{};            // the opponents' red cards on the seat's own roll
  PerTotal others_odds_{};         // the opponents' totals' chances, summed
  std::vector<std::pair<int, int>> purple_;  // (roller, card): the opponents' purple cards
  std::vector<PerTotal> odds_;               // each seat's totals as seen from outside
};

class IncomeModel {
 public:
  explicit IncomeModel(const Game& game, Takings takings = {});

  SeatIncome seat(const std::vector<PlayerState>& cities, int seat) const {
    return SeatIncome(*game_, ids_, cities, seat, takings_);
  }
  double per_round(const std::vector<PlayerState>& cities, int s) const {
    return seat(cities, s).per_round(cities);
  }
  // Coins still to spend on a city's unbuilt landmarks (K30), and how many there are.
  int landmark_cost_left(const PlayerState& city) const;
  int landmarks_left(const PlayerState& city) const;
  // Those landmarks, by index.
  std::vector<int> landmarks_to_build(const PlayerState& city) const;

  const Game& game() const { return *game_; }
  const LandmarkIds& landmarks() const { return ids_; }

 private:
  const Game* game_;
  LandmarkIds ids_;
  Takings takings_;
};

}  // namespace machikoro::bots
