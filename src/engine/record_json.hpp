// One action of a game record as JSON (formats.md): "pass", "drop", {"build": {...}} or
// null. Shared by game records and campaign saves. Internal to the engine.
#pragma once

#include <optional>
#include <string>
#include <string_view>

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

}  // namespace mycity::detail
