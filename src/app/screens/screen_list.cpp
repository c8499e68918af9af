#include "screens/screen_list.hpp"

#include "screens/main_menu_screen.hpp"
#include "screens/settings_screen.hpp"
#include "screens/statistics_screen.hpp"

namespace mycity::app {

const std::vector<ScreenEntry<GameModules>>& shared_screens() {
  using M = const GameModules&;
  static const std::vector<ScreenEntry<GameModules>> list = {
      {ScreenId::MainMenu, StartHere::Yes,
       [](M games) { return make_screen<MainMenuScreen>(games); }},
      {ScreenId::Settings, StartHere::Yes,
       [](M games) { return make_screen<SettingsScreen>(games); }},
      {ScreenId::Statistics, StartHere::Yes,
       [](M games) { return make_screen<StatisticsScreen>(games); }},
  };
  return list;
}

}  // namespace mycity::app
