// The screen the analysis and replay views go back to: the one the game was opened from.
#pragma once

#include "mycity/session/look_back.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/screen.hpp"

namespace mycity::app {

inline ScreenId screen_before(session::LookBackFrom from) {
  switch (from) {
    case session::LookBackFrom::GameEnd:
      return MyCityScreen::End;
    case session::LookBackFrom::EpisodeEnd:
      return MyCityScreen::Campaign;
    case session::LookBackFrom::FinishedGames:
      break;
  }
  return MyCityScreen::FinishedGames;
}

}  // namespace mycity::app
