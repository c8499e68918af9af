#include "screens/screen_list.hpp"

#include "screens/main_menu_screen.hpp"
#include "screens/settings_screen.hpp"
#include "screens/statistics_screen.hpp"

namespace app {

const std::vector<ScreenEntry<SharedModels>>& shared_screens() {
  using M = const SharedModels&;
  static const std::vector<ScreenEntry<SharedModels>> list = {
      {ScreenId::MainMenu, StartHere::Yes,
       [](M models) { return make_screen<MainMenuScreen>(models.games); }},
      {ScreenId::Settings, StartHere::Yes,
       [](M models) { return make_screen<SettingsScreen>(models.games); }},
      {ScreenId::Statistics, StartHere::Yes,
       [](M models) { return make_screen<StatisticsScreen>(models.games, models.roster); }},
  };
  return list;
}

}  // namespace app
