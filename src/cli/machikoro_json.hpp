// Machi Koro's decisions and choices as the CLI's JSON writes them (docs/machikoro.md,
// "Command line"): `legal` lists choices so, `analyse` names its turning points' choices.
#pragma once

#include <nlohmann/json.hpp>

#include "machikoro/action.hpp"

namespace cli {

// "dice_count", "roll", ..., "game_over".
const char* decision_name(machikoro::Decision decision);
// {"kind": "build", "card": "cafe"} and the like, cards by id.
nlohmann::ordered_json choice_json(const machikoro::CardSet& cards,
                                   const machikoro::Action& choice);

}  // namespace cli
