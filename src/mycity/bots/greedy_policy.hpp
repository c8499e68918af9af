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

// The city's worth with `p` (covering `cells`) built, plus the races it would win at once.
// `city` is changed and restored.
template <typename Races>
int value_with(City& city, Colour colour, const Placement& p, const Bitboard& cells,
               const Evaluator& evaluator, Races&& race_points) {
  city.add(PlacedBuilding{p.piece, colour, p, cells});
  const int value = evaluator.value(city) + race_points(city);
  city.remove_last();
  return value;
}

// Calls f(placement, cells, value_with(...)) for every legal placement of `piece` that
// `keep` lets through. `city` is changed and restored while it runs.
template <typename Races, typename Keep, typename F>
void for_each_scored_placement(const Catalogue& catalogue, const HouseRules& house, City& city,
                               int piece, const Evaluator& evaluator, Races&& race_points,
                               Keep&& keep, F&& f) {
  const Colour colour = catalogue.piece(piece).colour;
  for_each_legal_placement(
      catalogue, city, piece, house, [&](const Placement& p, const Bitboard& cells) {
        if (!keep(p)) return;
        f(p, cells, value_with(city, colour, p, cells, evaluator, race_points));
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

// The view's legal actions (legal_actions.hpp) with only the `keep` best builds by value,
// equal values in random order; the other actions follow in their order (the hard
// player's candidates, the hindsight search's branches).
std::vector<Action> promising_actions(const PlayerView& view, const Evaluator& evaluator, int keep,
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
