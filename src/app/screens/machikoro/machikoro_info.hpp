// Machi Koro as the app knows it before any window opens, and its settings.
#pragma once

#include <array>
#include <string_view>

#include "machikoro/session/pace.hpp"
#include "ui/game_info.hpp"

namespace app {

// How fast the table plays computers' turns and rolls, in machikoro::session::Pace's order.
inline constexpr std::array<std::string_view, 3> kPaceWords = {"instant", "fast", "normal"};
inline constexpr GameChoice kPace{"pace", kPaceWords, 2};

const GameInfo& machikoro_info();

// The pace the settings choose.
machikoro::session::Pace chosen_pace(const Settings& settings);

}  // namespace app
