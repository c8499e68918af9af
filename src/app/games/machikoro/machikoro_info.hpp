// Machi Koro as the app knows it: its engine is there, its screens are still to come.
#pragma once

#include "games/game_info.hpp"

namespace mycity::app {

const GameInfo& machikoro_info();

}  // namespace mycity::app
