// My City's screens: setup, play, end, the campaign's, the finished games', its rules.
#pragma once

#include <vector>

#include "screens/screen_list.hpp"

namespace mycity::app {

const std::vector<ScreenEntry>& mycity_screens();

}  // namespace mycity::app
