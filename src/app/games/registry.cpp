#include "games/registry.hpp"

#include "games/machikoro/machikoro_info.hpp"
#include "games/machikoro/machikoro_module.hpp"
#include "games/machikoro/machikoro_screens.hpp"
#include "games/mycity/mycity_module.hpp"
#include "games/mycity/mycity_screens.hpp"
#include "screens/screen_list.hpp"

namespace mycity::app {

const std::vector<RegisteredGame>& game_registry() {
  using S = const GameStart&;
  static const std::vector<RegisteredGame> games = {
      {mycity_info(), start_screens(mycity_screens()),
       [](S start) { return std::make_unique<MyCityModule>(start); }},
      {machikoro_info(), start_screens(machikoro_screens()),
       [](S start) { return std::make_unique<MachiKoroModule>(start); }},
  };
  return games;
}

std::vector<ScreenId> all_start_screens() {
  std::vector<ScreenId> all = start_screens(shared_screens());
  for (const RegisteredGame& game : game_registry())
    all.insert(all.end(), game.start_screens.begin(), game.start_screens.end());
  return all;
}

Screens make_screens(const GameModules& games, table::Roster& roster, ScreenOwners& owners) {
  Screens screens;
  add_listed_screens(shared_screens(), SharedModels{games, roster}, screens);
  for (const std::unique_ptr<GameModule>& game : games) {
    Screens own;
    game->add_screens(own);
    for (auto& [id, screen] : own) {
      owners[id] = game.get();
      screens.emplace(id, std::move(screen));
    }
  }
  return screens;
}

}  // namespace mycity::app
