// The seats of a finished game in ranking order, seat order within a rank (R40, R41): the
// order in which the end screen and the episode results show the players.
#pragma once

#include <vector>

#include "mycity/game.hpp"

namespace mycity::session {

std::vector<int> ranking_order(const GameResult& result);

}  // namespace mycity::session
