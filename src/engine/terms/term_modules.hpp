// Factories of the individual term modules, for the registry. Internal to the engine.
#pragma once

#include <memory>

#include "../json_reader.hpp"
#include "mycity/terms.hpp"

namespace mycity::terms {

// Reads an optional integer parameter of a term spec.
int int_param(const TermSpec& spec, std::string_view name, int fallback, int min, int max,
              const detail::JsonPlace& place);

// landscape_terms.cpp (R30-R32)
std::unique_ptr<EndTerm> make_trees();
std::unique_ptr<EndTerm> make_rocks();
std::unique_ptr<EndTerm> make_empty_meadow();

// neighbourhood_terms.cpp (R33-R35)
std::unique_ptr<EndTerm> make_colour_groups();
std::unique_ptr<EndTerm> make_churches(int points);
std::unique_ptr<EndTerm> make_wells(int points);

// races.cpp (R36 and the express of chapter 7)
std::unique_ptr<Race> make_gold_race(int points);
std::unique_ptr<Race> make_express(int points);

}  // namespace mycity::terms
