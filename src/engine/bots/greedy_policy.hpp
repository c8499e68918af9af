// The greedy evaluation the computer players share: random's neighbour "easy", "greedy"
// itself, and the playouts of "hard".
#pragma once

#include <vector>

#include "base/random.hpp"
#include "mycity/game.hpp"
#include "mycity/placement.hpp"
#include "mycity/player_view.hpp"

namespace mycity::bots {

// A city's worth if the game ended now: its end terms, plus one point for each covered
// side of a well that can still score (R35) -- a one-placement look never builds towards
// a well otherwise.
class Evaluator {
 public:
  explicit Evaluator(const RuleModules& modules);
  int value(const City& city) const;

 private:
  const RuleModules& modules_;
  bool wells_ = false;
};

// Calls f(placement, cells, value) for every legal placement of `piece` that `keep`
// lets through, value being the city's worth with it plus the races it would win at once.
// `city` is changed and restored while it runs.
template <typename Races, typename Keep, typename F>
void for_each_scored_placement(const Catalogue& catalogue, const HouseRules& house, City& city,
                               int piece, const Evaluator& evaluator, Races&& race_points,
                               Keep&& keep, F&& f) {
  const Colour colour = catalogue.piece(piece).colour;
  for_each_legal_placement(catalogue, city, piece, house,
                           [&](const Placement& p, const Bitboard& cells) {
                             if (!keep(p)) return;
                             city.add(PlacedBuilding{p.piece, colour, p, cells});
                             const int value = evaluator.value(city) + race_points(city);
                             city.remove_last();
                             f(p, cells, value);
                           });
}

struct Choice {
  bool found = false;
  Placement placement;
  Bitboard cells;
  int value = 0;
};

// The best scored placement, a uniform pick among equal bests (reservoir sampling).
template <typename Races, typename Keep>
Choice best_placement(const Catalogue& catalogue, const HouseRules& house, City& city, int piece,
                      const Evaluator& evaluator, Races&& race_points, Keep&& keep,
                      base::Rng& rng) {
  Choice best;
  std::uint64_t ties = 0;
  for_each_scored_placement(catalogue, house, city, piece, evaluator, race_points, keep,
                            [&](const Placement& p, const Bitboard& cells, int value) {
                              if (ties == 0 || value > best.value) {
                                best = {true, p, cells, value};
                                ties = 1;
                              } else if (value == best.value && rng.below(++ties) == 0) {
                                best = {true, p, cells, value};
                              }
                            });
  return best;
}

// The `keep` best placements of the view's building by value, equal values in random
// order (the hard player's candidates, the hindsight search's branches).
std::vector<Choice> top_placements(const PlayerView& view, const Evaluator& evaluator, int keep,
                                   base::Rng& rng);

// Build the best placement unless passing (-1) scores better; dropping out forfeits every
// later card, so it is only for a building that can neither be built nor passed.
inline Action greedy_action(const Choice& best, int value_now, bool may_pass) {
  if (best.found && (!may_pass || best.value >= value_now - 1)) {
    return Action::build(best.placement);
  }
  return may_pass ? Action::pass() : Action::drop();
}

}  // namespace mycity::bots
