// Maps the term ids that content files use to the term modules, with their parameters
// and default points (rules.md, campaign.md).
#include <array>
#include <span>

#include "term_modules.hpp"

namespace mycity {

namespace terms {

int int_param(const TermSpec& spec, std::string_view name, int fallback, int min, int max,
              const base::JsonPlace& place) {
  const nlohmann::json* value = base::optional_member(*spec.params, name, place);
  return value == nullptr ? fallback : base::expect_int(*value, place / name, min, max);
}

namespace {

struct PerBuildingKind {
  std::string_view id;
  int default_points;
  PerBuildingTerm::Condition condition;
};

constexpr std::array<PerBuildingKind, 7> kPerBuilding{{
    {"churches", 3, church_beside_three_colours},
    {"civic_pride", 5, town_hall_beside_all},
    {"star", 2, carries_star},
    {"lumber", 1, blue_beside_forest},
    {"mines", 1, blue_beside_mountain},
    {"goods", 1, blue_on_railway},
    {"smoke", -1, yellow_in_smoke},
}};

// The members a term's entry may hold: "term" and the parameters that term reads. Any other
// (the points of trees, a misspelt "min_building") is refused as unknown, not ignored.
constexpr std::string_view kNoParameters[] = {"term"};
constexpr std::string_view kPoints[] = {"term", "points"};
constexpr std::string_view kHarmony[] = {"term", "points", "min_buildings"};

std::span<const std::string_view> end_term_members(std::string_view id) {
  if (id == "harmony") return kHarmony;
  if (id == "trees" || id == "rocks" || id == "empty_meadow" || id == "colour_groups")
    return kNoParameters;
  return kPoints;
}

// The term an entry names, or a failure naming the unknown term.
std::unique_ptr<EndTerm> end_term(const TermSpec& spec, const base::JsonPlace& place) {
  const auto points = [&](int fallback) {
    return int_param(spec, "points", fallback, -100, 100, place);
  };
  for (const auto& kind : kPerBuilding) {
    if (spec.id == kind.id)
      return std::make_unique<PerBuildingTerm>(kind.id, points(kind.default_points),
                                               kind.condition);
  }
  if (spec.id == "trees") return make_trees();
  if (spec.id == "rocks") return make_rocks();
  if (spec.id == "empty_meadow") return make_empty_meadow();
  if (spec.id == "colour_groups") return make_colour_groups();
  if (spec.id == "wells") return make_wells(points(4));
  if (spec.id == "station") return make_station(points(2));
  if (spec.id == "harmony")
    return make_harmony(int_param(spec, "min_buildings", 4, 1, 30, place), points(3));
  place.fail("unknown end term \"" + spec.id +
             "\" (known: trees, rocks, empty_meadow, colour_groups, churches, wells, harmony, "
             "lumber, mines, smoke, station, goods, civic_pride, star)");
}

std::unique_ptr<Race> race(const TermSpec& spec, const base::JsonPlace& place) {
  if (spec.id == "gold") return make_gold_race(int_param(spec, "points", 3, 0, 100, place));
  if (spec.id == "express") return make_express(int_param(spec, "points", 2, 0, 100, place));
  place.fail("unknown immediate term \"" + spec.id + "\" (known: gold, express)");
}

}  // namespace

}  // namespace terms

// The term first, so that a misspelt term is named as such, not by a parameter it lacks.
std::unique_ptr<EndTerm> make_end_term(const TermSpec& spec, const std::string& file,
                                       const std::string& json_path) {
  const base::JsonPlace place(file, json_path);
  std::unique_ptr<EndTerm> term = terms::end_term(spec, place);
  base::expect_known_members(*spec.params, terms::end_term_members(spec.id), place);
  return term;
}

std::unique_ptr<Race> make_race(const TermSpec& spec, const std::string& file,
                                const std::string& json_path) {
  const base::JsonPlace place(file, json_path);
  std::unique_ptr<Race> race = terms::race(spec, place);
  base::expect_known_members(*spec.params, terms::kPoints, place);
  return race;
}

}  // namespace mycity
