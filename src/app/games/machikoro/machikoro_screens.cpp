#include "games/machikoro/machikoro_screens.hpp"

#include "screens/machikoro/continue_screen.hpp"
#include "screens/machikoro/end_screen.hpp"
#include "screens/machikoro/play/play_screen.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/machikoro/setup_screen.hpp"

namespace mycity::app {

const std::vector<ScreenEntry<MachiKoroModels>>& machikoro_screens() {
  using M = const MachiKoroModels&;
  static const std::vector<ScreenEntry<MachiKoroModels>> list = {
      {MachiKoroScreen::NewGame, StartHere::Yes,
       [](M m) { return make_screen<MachiKoroSetupScreen>(m.game); }},
      {MachiKoroScreen::Continue, StartHere::Yes,
       [](M m) { return make_screen<MachiKoroContinueScreen>(m.game); }},
      {MachiKoroScreen::Play, StartHere::No,
       [](M m) { return make_screen<MachiKoroPlayScreen>(m.game); }},
      {MachiKoroScreen::End, StartHere::No,
       [](M m) { return make_screen<MachiKoroEndScreen>(m.game); }},
  };
  return list;
}

}  // namespace mycity::app
