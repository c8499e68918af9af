// My City as the app knows it before any window opens, and its switches in the settings.
#pragma once

#include "ui/game_info.hpp"

namespace app {

// R10: a screen after each round showing what all did.
inline constexpr GameSwitch kShowRoundReveal{"show_round_reveal", true};
// The play screen marks where the building fits (L while playing).
inline constexpr GameSwitch kShowLegalPlaces{"show_legal_places", false};

const GameInfo& mycity_info();

}  // namespace app
