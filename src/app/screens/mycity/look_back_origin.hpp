// The screen the analysis and replay views go back to: the one the game was opened from.
#pragma once

#include "mycity/session/look_back.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/screen.hpp"

namespace app {

inline ScreenId screen_before(mycity::session::LookBackFrom from) {
  switch (from) {
    case mycity::session::LookBackFrom::GameEnd:
      return MyCityScreen::End;
    case mycity::session::LookBackFrom::EpisodeEnd:
      return MyCityScreen::Campaign;
    case mycity::session::LookBackFrom::FinishedGames:
      break;
  }
  return MyCityScreen::FinishedGames;
}

}  // namespace app
