// The play screen's keys as commands, so that the keyboard alone plays as the mouse does.
#pragma once

#include <optional>

#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"

namespace app {

// What the key asks for in the game's phase (the question before dropping out is modal);
// `handled` tells whether the screen takes the key (some keys are taken but do nothing,
// such as a held Enter). Keys the screen does not take go on to the app (Esc: the menu).
struct KeyCommands {
  bool handled = false;
  PlayCommands commands;
};
KeyCommands key_commands(const PlayTable& game, const PlayUiState& ui, const KeyPress& key);

}  // namespace app
