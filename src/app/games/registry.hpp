// The games of the app: each one's module (games/game_module.hpp), which makes its models
// and screens. The platform layer starts them here and knows no game by name.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "games/game_module.hpp"

namespace mycity::app {

struct RegisteredGame {
  const GameInfo& info;
  std::vector<ScreenId> start_screens;  // `mycity --screen` may start there; known at once
  std::function<std::unique_ptr<GameModule>(const GameStart&)> make;
};

// In game_infos() order: the front menu's first game first.
const std::vector<RegisteredGame>& game_registry();

// The screens a player may start on: the shared ones (front menu, Settings) and every game's.
std::vector<ScreenId> all_start_screens();

// Every screen of the app: the front menu, Settings and the statistics, then each game's.
Screens make_screens(const GameModules& games, table::Roster& roster);

}  // namespace mycity::app
