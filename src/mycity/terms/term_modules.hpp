// Factories and conditions of the individual term modules, for the registry. Internal to
// the engine.
#pragma once

#include <memory>

#include "base/json_reader.hpp"
#include "mycity/terms.hpp"
#include "per_building_term.hpp"

namespace mycity::terms {

// Reads an optional integer parameter of a term spec.
int int_param(const TermSpec& spec, std::string_view name, int fallback, int min, int max,
              const base::JsonPlace& place);

// landscape_terms.cpp (R30-R32)
std::unique_ptr<EndTerm> make_trees();
std::unique_ptr<EndTerm> make_rocks();
std::unique_ptr<EndTerm> make_empty_meadow();

// neighbourhood_terms.cpp (R33, R35, harmony, station)
std::unique_ptr<EndTerm> make_colour_groups();
std::unique_ptr<EndTerm> make_wells(int points);
std::unique_ptr<EndTerm> make_harmony(int min_buildings, int points);
std::unique_ptr<EndTerm> make_station(int points);

// Conditions for PerBuildingTerm: civic_terms.cpp and industry_terms.cpp.
bool church_beside_three_colours(const City& city, const PlacedBuilding& b);  // R34
bool town_hall_beside_all(const City& city, const PlacedBuilding& b);         // civic pride
bool carries_star(const City& city, const PlacedBuilding& b);                 // star
bool blue_beside_forest(const City& city, const PlacedBuilding& b);           // lumber
bool blue_beside_mountain(const City& city, const PlacedBuilding& b);         // mines
bool blue_on_railway(const City& city, const PlacedBuilding& b);              // goods
bool yellow_in_smoke(const City& city, const PlacedBuilding& b);              // smoke

// races.cpp (R36 and the express of chapter 7)
std::unique_ptr<Race> make_gold_race(int points);
std::unique_ptr<Race> make_express(int points);

}  // namespace mycity::terms
