// The hand-off between seats: the centred panel that names the next player, laid out by
// hand (not by ImGui's auto-resizing window) so that the same panel can be drawn ahead of
// the frame that shows it, into a picture (PlayScreen::work_ahead).
#pragma once

#include <imgui.h>

#include <string>

#include "mycity/game.hpp"
#include "screens/screen.hpp"

namespace mycity::session {
struct SeatInfo;
}  // namespace mycity::session

namespace mycity::app {

// What the panel says to the player at `seat` of `game`.
struct HandoffText {
  int animal = 0;
  std::string turn;   // "Ann's turn"
  std::string pass;   // "Pass the seat to Ann."
  std::string round;  // "Round 3: the Manor (Residential)"
  std::string block;  // "Block card! The ... was skipped.", or empty
};
HandoffText handoff_text(const Game& game, const session::SeatInfo& seat);

// Where everything on the panel goes, in window points.
struct HandoffLayout {
  ImVec2 pos;   // the panel's top-left corner
  ImVec2 size;  // the panel's size
  ImVec2 badge_centre;
  float badge = 0;                                                     // the badge's size
  float turn_y = 0, pass_y = 0, round_y = 0, block_y = 0, hint_y = 0;  // lines' tops
  ImVec2 button_pos;
  ImVec2 button_size;
  // Everything fits in the panel (its height is at most 90 % of the window's: a large UI
  // scale in a small window cuts it).
  bool fits = true;
};
// The panel centred in the window, at the UI scale and with the fonts of `frame`, as an
// ImGui window of the theme's paddings and spacings would lay it out.
HandoffLayout handoff_layout(const UiFrame& frame, const HandoffText& text);

// The badge's size on the panel, in points at UI scale 1.
inline constexpr float kHandoffBadge = 84.0f;

// The label of the panel's one button, which the play screen draws (live) over the panel.
inline constexpr const char* kTakeSeatLabel = "Take the seat (Enter)";

// What the panel shows on its background: the badge and the lines (not the button).
void draw_handoff_content(ImDrawList* into, UiFrame& frame, const HandoffLayout& layout,
                          const HandoffText& text);
// Under the content, as far as it reaches: the panel's background colour, opaque.
void draw_handoff_background(ImDrawList* into, const HandoffLayout& layout);

}  // namespace mycity::app
