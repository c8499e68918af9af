// R11-R14: every action the acting player may take, the one list the random player, the
// hard player's candidates and the hindsight search's branches are drawn from.
#pragma once

#include <vector>

#include "mycity/game.hpp"
#include "mycity/player_view.hpp"

namespace mycity {

// For the seat to act in a game that is not over: a build for each legal placement of the
// revealed building (for_each_legal_placement's order), then drop out (always allowed,
// R13), then pass when allowed (R12, R14).
std::vector<Action> legal_actions(const Game& game);
// The same from what the player knows.
std::vector<Action> legal_actions(const PlayerView& view);

}  // namespace mycity
