// My City as the app knows it before any window opens.
#pragma once

#include "games/game_info.hpp"

namespace mycity::app {

const GameInfo& mycity_info();

}  // namespace mycity::app
