// The sounds a screen may ask for (UiFrame::cues): the platform layer plays them at the
// settings' volume, or not at all when muted (platform/sound_player.hpp).
#pragma once

#include <array>

namespace app {

enum class Cue {
  Place,    // a building set down on a city
  Pass,     // a turn passed
  Reveal,   // a round's cities shown to everybody
  GameEnd,  // the game is over
  Dice,     // dice rolled
  Coins,    // coins changed hands
};

inline constexpr std::array kAllCues = {Cue::Place,   Cue::Pass, Cue::Reveal,
                                        Cue::GameEnd, Cue::Dice, Cue::Coins};

}  // namespace app
