// The panel Continue shows when a game's save cannot be read, for any game: in the player's
// words that the save is damaged, and whether the game can go on from its backup (one move
// short); the technical detail (the reader's message, where the files were moved) one click
// away. Nothing is deleted: the files were moved aside before.
#pragma once

#include <filesystem>
#include <span>
#include <string>

#include "ui/screen.hpp"

namespace app {

struct DamagedSave {
  std::string error;                             // the reader's message
  std::span<const std::filesystem::path> moved;  // where the files went
  std::span<const std::filesystem::path> stuck;  // files that could not be moved
  bool backup = false;                           // a backup was kept
};

// Draws the panel inside the current window. Menu and `new_game_label` (a new game of this
// game, on screen `new_game`) go there; true when the player chose to go on from the backup.
bool draw_damaged_save(UiFrame& frame, const DamagedSave& save, const std::string& new_game_label,
                       ScreenId new_game);

}  // namespace app
