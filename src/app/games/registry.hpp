// The games of the app: each one's module (ui/game_module.hpp), which makes its models
// and screens. The platform layer starts them here and knows no game by name.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <vector>

#include "ui/game_module.hpp"

namespace app {

struct RegisteredGame {
  const GameInfo& info;
  std::vector<ScreenId> start_screens;  // `mycity --screen` may start there; known at once
  std::function<std::unique_ptr<GameModule>(const GameStart&)> make;
};

// In GameList's order (games/game_list.hpp): the front menu's first game first.
const std::vector<RegisteredGame>& game_registry();

// The screens a player may start on: the shared ones (front menu, Settings) and every game's.
std::vector<ScreenId> all_start_screens();

// Which game made each of the games' screens (the shared ones have none).
using ScreenOwners = std::map<ScreenId, const GameModule*>;

// Every screen of the app: the front menu, Settings and the statistics, then each game's,
// each named in `owners` with its game.
Screens make_screens(const GameModules& games, table::Roster& roster, ScreenOwners& owners);

}  // namespace app
