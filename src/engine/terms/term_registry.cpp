// Maps the term ids that content files use to the term modules.
#include "term_modules.hpp"

namespace mycity {

namespace terms {

int int_param(const TermSpec& spec, std::string_view name, int fallback, int min, int max,
              const detail::JsonPlace& place) {
  if (!spec.params.is_object()) return fallback;
  const nlohmann::json* value = detail::optional_member(spec.params, name, place);
  return value == nullptr ? fallback : detail::expect_int(*value, place / name, min, max);
}

}  // namespace terms

std::unique_ptr<EndTerm> make_end_term(const TermSpec& spec, const std::string& file,
                                       const std::string& json_path) {
  const detail::JsonPlace place(file, json_path);
  if (spec.id == "trees") return terms::make_trees();
  if (spec.id == "rocks") return terms::make_rocks();
  if (spec.id == "empty_meadow") return terms::make_empty_meadow();
  if (spec.id == "colour_groups") return terms::make_colour_groups();
  if (spec.id == "churches") {
    return terms::make_churches(terms::int_param(spec, "points", 3, -100, 100, place));
  }
  if (spec.id == "wells") {
    return terms::make_wells(terms::int_param(spec, "points", 4, -100, 100, place));
  }
  place.fail("unknown end term \"" + spec.id +
             "\" (known: trees, rocks, empty_meadow, colour_groups, churches, wells)");
}

std::unique_ptr<Race> make_race(const TermSpec& spec, const std::string& file,
                                const std::string& json_path) {
  const detail::JsonPlace place(file, json_path);
  if (spec.id == "gold")
    return terms::make_gold_race(terms::int_param(spec, "points", 3, 0, 100, place));
  if (spec.id == "express") {
    return terms::make_express(terms::int_param(spec, "points", 2, 0, 100, place));
  }
  place.fail("unknown immediate term \"" + spec.id + "\" (known: gold, express)");
}

}  // namespace mycity
