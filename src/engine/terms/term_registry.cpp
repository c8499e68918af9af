// Maps the term ids that content files use to the term modules, with their parameters
// and default points (rules.md, campaign.md).
#include <array>

#include "term_modules.hpp"

namespace mycity {

namespace terms {

int int_param(const TermSpec& spec, std::string_view name, int fallback, int min, int max,
              const detail::JsonPlace& place) {
  if (!spec.params.is_object()) return fallback;
  const nlohmann::json* value = detail::optional_member(spec.params, name, place);
  return value == nullptr ? fallback : detail::expect_int(*value, place / name, min, max);
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

}  // namespace

}  // namespace terms

std::unique_ptr<EndTerm> make_end_term(const TermSpec& spec, const std::string& file,
                                       const std::string& json_path) {
  const detail::JsonPlace place(file, json_path);
  const auto points = [&](int fallback) {
    return terms::int_param(spec, "points", fallback, -100, 100, place);
  };
  for (const auto& kind : terms::kPerBuilding) {
    if (spec.id == kind.id) {
      return std::make_unique<terms::PerBuildingTerm>(kind.id, points(kind.default_points),
                                                      kind.condition);
    }
  }
  if (spec.id == "trees") return terms::make_trees();
  if (spec.id == "rocks") return terms::make_rocks();
  if (spec.id == "empty_meadow") return terms::make_empty_meadow();
  if (spec.id == "colour_groups") return terms::make_colour_groups();
  if (spec.id == "wells") return terms::make_wells(points(4));
  if (spec.id == "station") return terms::make_station(points(2));
  if (spec.id == "harmony") {
    return terms::make_harmony(terms::int_param(spec, "min_buildings", 4, 1, 30, place), points(3));
  }
  place.fail("unknown end term \"" + spec.id +
             "\" (known: trees, rocks, empty_meadow, colour_groups, churches, wells, harmony, "
             "lumber, mines, smoke, station, goods, civic_pride, star)");
}

std::unique_ptr<Race> make_race(const TermSpec& spec, const std::string& file,
                                const std::string& json_path) {
  const detail::JsonPlace place(file, json_path);
  if (spec.id == "gold") {
    return terms::make_gold_race(terms::int_param(spec, "points", 3, 0, 100, place));
  }
  if (spec.id == "express") {
    return terms::make_express(terms::int_param(spec, "points", 2, 0, 100, place));
  }
  place.fail("unknown immediate term \"" + spec.id + "\" (known: gold, express)");
}

}  // namespace mycity
