#include "games/machikoro/machikoro_screens.hpp"

#include "games/game_list.hpp"
#include "i18n/translate.hpp"
#include "screens/machikoro/continue_screen.hpp"
#include "screens/machikoro/end_screen.hpp"
#include "screens/machikoro/finished_games_screen.hpp"
#include "screens/machikoro/play/play_screen.hpp"
#include "screens/machikoro/replay_screen.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/machikoro/setup_screen.hpp"
#include "screens/rules_screen.hpp"

namespace app {

std::vector<ScreenId> MachiKoroGame::start_screens() {
  return app::start_screens(machikoro_screens());
}

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
       [](M m) { return make_screen<MachiKoroEndScreen>(m.game, m.look_back); }},
      {MachiKoroScreen::FinishedGames, StartHere::Yes,
       [](M m) { return make_screen<MachiKoroFinishedGamesScreen>(m.game, m.look_back); }},
      {MachiKoroScreen::Replay, StartHere::No,
       [](M m) { return make_screen<MachiKoroReplayScreen>(m.game, m.look_back); }},
      {MachiKoroScreen::HowToPlay, StartHere::Yes,
       [](M m) {
         return make_screen<RulesScreen>(m.assets / "machikoro-how-to-play.txt",
                                         i18n::marked("How to play Machi Koro"));
       }},
  };
  return list;
}

}  // namespace app
