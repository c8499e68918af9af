// The house rules a My City group may choose, on its setup screens.
#pragma once

#include "mycity/house_rules.hpp"

namespace app {

// R1's mirroring, with a line on what the printed rules say; true when the player changed it.
bool house_rules_choice(mycity::HouseRules& rules);

}  // namespace app
