// What the play screen plays (the Eternity game, a campaign episode): the table it shows and
// what follows each finished action.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mycity/session/turn_controller.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
struct SeatInfo;
struct Presentation;
}  // namespace mycity::session

namespace app {

// The game on the table: its turns, who sits at each seat, and how they are shown.
struct PlayTable {
  mycity::session::TurnController& turns;
  const std::vector<mycity::session::SeatInfo>& seats;
  const mycity::session::Presentation& presentation;  // the seats' animals, the terms' words
};

// The table plays every move itself; save() follows each frame, so a move is saved once the
// frame that shows it is on screen.
class PlaySource {
 public:
  virtual ~PlaySource() = default;
  virtual std::optional<PlayTable> table() = 0;
  // Saves what the moves since the last save changed (nothing when none did).
  virtual void save() = 0;
  virtual const std::string& save_error() const = 0;
  // Where the screen goes once the game is over.
  virtual ScreenId over_screen() const = 0;
  // Extra buttons under the actions (the campaign's rule sheet and terms).
  virtual void draw_extras(UiFrame& /*frame*/) {}
  // Closes what draw_extras shows over the table (Esc); false when nothing was open.
  virtual bool close_overlay() { return false; }
};

}  // namespace app
