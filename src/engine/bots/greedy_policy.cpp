#include "greedy_policy.hpp"

#include <algorithm>
#include <array>

namespace mycity::bots {

namespace {

bool scores_wells(const RuleModules& modules) {
  for (const auto& term : modules.end_terms) {
    if (term->id() == "wells") return true;
  }
  return false;
}

// The covered sides of every well that can still score: not built over, no building on
// two of its sides, every free side buildable meadow.
int well_progress(const City& city) {
  const BoardLayout& layout = city.layout();
  int sides_covered = 0;
  (layout.wells & ~city.occupied()).for_each([&](Cell w) {
    const std::array<Cell, 4> sides{Cell{w.x - 1, w.y}, Cell{w.x + 1, w.y}, Cell{w.x, w.y - 1},
                                    Cell{w.x, w.y + 1}};
    std::array<int, 4> owners{};
    int covered = 0;
    for (std::size_t i = 0; i < sides.size(); ++i) {
      const Cell s = sides[i];
      const bool inside = s.x >= 0 && s.y >= 0 && s.x < layout.width && s.y < layout.height;
      if (!inside || !layout.meadow.test(s)) return;  // a side no building can cover
      owners[i] = city.building_at(s);
      if (owners[i] < 0) continue;
      for (std::size_t j = 0; j < i; ++j) {
        if (owners[j] == owners[i]) return;  // one building on two sides
      }
      ++covered;
    }
    sides_covered += covered;
  });
  return sides_covered;
}

}  // namespace

Evaluator::Evaluator(const RuleModules& modules)
    : modules_(modules), wells_(scores_wells(modules)) {}

int Evaluator::value(const City& city) const {
  return modules_.end_total(city) + (wells_ ? well_progress(city) : 0);
}

std::vector<Choice> top_placements(const PlayerView& view, const Evaluator& evaluator, int keep,
                                   base::Rng& rng) {
  std::vector<Choice> scored;
  City scratch = view.city;
  const auto races = [&](const City& c) { return view.race_points_if(c); };
  const auto all = [](const Placement&) { return true; };
  for_each_scored_placement(*view.catalogue, view.house_rules, scratch, view.piece, evaluator,
                            races, all, [&](const Placement& p, const Bitboard& cells, int value) {
                              scored.push_back({true, p, cells, value});
                            });
  base::shuffle(scored, rng);
  std::stable_sort(scored.begin(), scored.end(),
                   [](const Choice& a, const Choice& b) { return a.value > b.value; });
  if (scored.size() > static_cast<std::size_t>(keep)) scored.resize(static_cast<std::size_t>(keep));
  return scored;
}

}  // namespace mycity::bots
