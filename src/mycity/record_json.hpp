// Values of game records as JSON (formats.md), shared by records, campaign saves and content
// files: an action ("pass", "drop", {"build": {...}} or null), house rules, seeds, lattice
// points. Internal to the engine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_reader.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"

namespace mycity::detail {

using nlohmann::json;

// Checks the structure and the values (known building, rot 0-3, x/y -100..100); throws
// ContentError naming the place. Null gives no action.
std::optional<Action> parse_action(const json& value, const Catalogue& catalogue,
                                   const base::JsonPlace& place);
json action_to_json(const std::optional<Action>& action, const Catalogue& catalogue);
// A list of house rule ids (["mirror"]); throws ContentError naming an unknown one.
HouseRules parse_house_rule_ids(const json& value, const base::JsonPlace& place);
// A seed: a whole number from 0 to 2^64 - 1.
std::uint64_t parse_seed(const json& value, const base::JsonPlace& place);
// An edge path's lattice points, [[x, y], ...], each inside a board of the largest size.
std::vector<Cell> parse_lattice_points(const json& value, const base::JsonPlace& place);
json lattice_points_json(const std::vector<Cell>& points);

}  // namespace mycity::detail
