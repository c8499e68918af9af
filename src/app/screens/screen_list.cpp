#include "screens/screen_list.hpp"

#include "games/registry.hpp"
#include "screens/main_menu_screen.hpp"
#include "screens/settings_screen.hpp"

namespace mycity::app {

const std::vector<ScreenEntry>& screen_list() {
  using M = const ScreenModels&;
  static const std::vector<ScreenEntry> list = [] {
    std::vector<ScreenEntry> all = {
        {ScreenId::MainMenu, "menu", [](M m) { return make_screen<MainMenuScreen>(m.games); }},
        {ScreenId::Settings, "settings", [](M m) { return make_screen<SettingsScreen>(m.games); }},
    };
    for (const RegisteredGame& game : game_registry())
      all.insert(all.end(), game.screens.begin(), game.screens.end());
    return all;
  }();
  return list;
}

}  // namespace mycity::app
