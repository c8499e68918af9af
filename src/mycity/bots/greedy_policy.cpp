#include "greedy_policy.hpp"

#include <algorithm>
#include <array>

#include "mycity/legal_actions.hpp"
#include "mycity/terms.hpp"

namespace mycity::bots {

namespace {

// The covered sides of every well that can still score (R35).
int well_progress(const City& city) {
  int sides_covered = 0;
  (city.layout().wells & ~city.occupied()).for_each([&](Cell w) {
    sides_covered += std::max(covered_well_sides(city, w), 0);
  });
  return sides_covered;
}

}  // namespace

Evaluator::Evaluator(const RuleModules& modules)
    : modules_(modules), wells_(std::ranges::any_of(modules.end_terms, [](const auto& term) {
        return scores_wells(*term);
      })) {}

int Evaluator::value(const City& city) const {
  return modules_.end_total(city) + (wells_ ? well_progress(city) : 0);
}

std::vector<Action> promising_actions(const PlayerView& view, const Evaluator& evaluator, int keep,
                                      base::Rng& rng) {
  const PieceDef& piece = view.catalogue->piece(view.piece);
  City scratch = view.city;
  const auto races = [&](const City& c) { return view.race_points_if(c); };
  std::vector<Choice> builds;
  std::vector<Action> others;
  for (const Action& a : legal_actions(view)) {
    if (a.kind != ActionKind::Build) {
      others.push_back(a);
      continue;
    }
    const Bitboard cells = *placement_cells(piece, a.placement, scratch.layout());
    builds.push_back({true, a.placement, cells,
                      value_with(scratch, piece.colour, a.placement, cells, evaluator, races)});
  }
  base::shuffle(builds, rng);
  std::stable_sort(builds.begin(), builds.end(),
                   [](const Choice& a, const Choice& b) { return a.value > b.value; });
  if (builds.size() > static_cast<std::size_t>(keep)) builds.resize(static_cast<std::size_t>(keep));
  std::vector<Action> out;
  for (const Choice& c : builds) out.push_back(Action::build(c.placement));
  out.insert(out.end(), others.begin(), others.end());
  return out;
}

}  // namespace mycity::bots
