// Machi Koro's screens (games/machikoro/machikoro_screens.cpp makes them).
#pragma once

#include "ui/screen.hpp"

namespace app {

struct MachiKoroScreen {
  static constexpr ScreenId NewGame{"machikoro-new-game"};   // seats, edition, market
  static constexpr ScreenId Continue{"machikoro-continue"};  // the autosave, or why not
  static constexpr ScreenId Play{"machikoro-play"};          // the table
  static constexpr ScreenId End{"machikoro-end"};            // the winner and each city's story
  // The kept games, and one of them turn by turn.
  static constexpr ScreenId FinishedGames{"machikoro-finished-games"};
  static constexpr ScreenId Replay{"machikoro-replay"};
  static constexpr ScreenId HowToPlay{"machikoro-how-to-play"};  // the rules in brief
};

}  // namespace app
