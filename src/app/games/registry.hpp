// The games of the app: each one's module (games/game_module.hpp) and screens. The platform
// layer starts them here and knows no game by name.
#pragma once

#include <functional>
#include <vector>

#include "games/game_module.hpp"
#include "screens/screen_list.hpp"

namespace mycity::app {

struct RegisteredGame {
  const GameInfo& info;
  const std::vector<ScreenEntry>& screens;
  std::function<std::unique_ptr<GameModule>(const ScreenModels&)> make;
};

// In game_infos() order: the front menu's first game first.
const std::vector<RegisteredGame>& game_registry();

}  // namespace mycity::app
