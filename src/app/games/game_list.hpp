// Every game of the app, the front menu's first game first: adding a game is adding it here.
// The settings parser reads only each game's info (SDL-free, games/game_list.cpp); the
// registry also makes its module and names its screens (games/registry.cpp).
#pragma once

#include <memory>
#include <tuple>
#include <vector>

#include "screens/machikoro/machikoro_info.hpp"
#include "screens/mycity/mycity_info.hpp"
#include "ui/game_info.hpp"

namespace app {

class GameModule;
struct GameStart;
class ScreenId;

struct MyCityGame {
  static const GameInfo& info() { return mycity_info(); }
  static std::vector<ScreenId> start_screens();               // games/mycity/mycity_screens.cpp
  static std::unique_ptr<GameModule> make(const GameStart&);  // games/mycity/mycity_module.cpp
};

struct MachiKoroGame {
  static const GameInfo& info() { return machikoro_info(); }
  static std::vector<ScreenId> start_screens();  // games/machikoro/machikoro_screens.cpp
  static std::unique_ptr<GameModule> make(const GameStart&);  // …/machikoro_module.cpp
};

using GameList = std::tuple<MyCityGame, MachiKoroGame>;

// Every game's info, in GameList's order.
const std::vector<GameInfo>& game_infos();

}  // namespace app
