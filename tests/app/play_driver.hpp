// Reads the game the app holds to decide where to click on the play screen: the board's
// layout at the window's size, a cell's centre, a legal or an illegal spot for the ghost.
#pragma once

#include "app_driver.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/play_layout.hpp"
#include "mycity/session/turn_controller.hpp"

namespace app::test {

class PlayDriver {
 public:
  // `ui_scale`: the settings' UI scale the app runs with (fitted to the window as the app does).
  explicit PlayDriver(AppDriver& app, float ui_scale = 1.0f) : app_(app), ui_scale_(ui_scale) {}

  const mycity::session::EternityTable& game() const;
  const mycity::session::TurnController& turns() const { return game().turns(); }
  // The play screen's layout at the window's size (pixel density 1).
  mycity::session::PlayLayout layout() const;
  Point cell_point(mycity::Cell c) const;
  // Puts the ghost on a cell with the mouse: off the board first, so the screen sees the
  // pointer arrive even if the cell is the one it was on last turn.
  void hover(mycity::Cell c);
  // A cell where the ghost is illegal, as near the board's centre as there is one.
  mycity::Cell illegal_cell() const;
  // Takes the seat at the hand-off (Enter).
  void take_seat();
  // Places the building on `c` with the mouse, not yet confirmed.
  void place_at(mycity::Cell c);

 private:
  AppDriver& app_;
  float ui_scale_;
};

}  // namespace app::test
