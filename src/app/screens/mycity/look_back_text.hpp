// Words for what a player did in a round, shared by the analysis and replay views.
#pragma once

#include <string>

#include "mycity/game.hpp"

namespace app {

// "built", "passed", "dropped out" (what was done).
std::string action_done_text(const mycity::Action& action);
// "build it", "build it elsewhere", "pass", "drop out" (what the hard player suggests
// instead of `done`).
std::string action_suggested_text(const mycity::Action& suggested, const mycity::Action& done);
// A city's line in the replay: what was done in the round shown (`did`, "" before the first)
// and the score then.
std::string replay_city_line(const std::string& did, const mycity::PlayerState& player);

}  // namespace app
