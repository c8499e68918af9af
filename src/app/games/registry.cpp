#include "games/registry.hpp"

#include "games/game_list.hpp"
#include "screens/screen_list.hpp"

namespace app {

const std::vector<RegisteredGame>& game_registry() {
  static const std::vector<RegisteredGame> games = std::apply(
      [](auto... game) {
        return std::vector<RegisteredGame>{
            {decltype(game)::info(), decltype(game)::start_screens(), &decltype(game)::make}...};
      },
      GameList{});
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

}  // namespace app
