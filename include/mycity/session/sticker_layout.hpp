// Where the campaign's sticker phase puts the board a sticker goes on, for a window size: on
// the campaign's sheet under three lines of text, as big as fits above the notes and buttons.
// Pure arithmetic (no ImGui), so the app tests can compute where to click.
#pragma once

#include "mycity/session/play_layout.hpp"

namespace mycity::session {

// The sheet the campaign's pages are drawn on: 92 % of the window, centred, in whole points.
Rect campaign_sheet(float width, float height);

struct StickerLayout {
  Rect board;      // exactly board_w x board_h cells, at whole points
  float cell = 0;  // whole points, never below 12
  // The centre of a cell in window points (where a click lands on it).
  float cell_centre_x(int x) const { return board.x + (static_cast<float>(x) + 0.5f) * cell; }
  float cell_centre_y(int y) const { return board.y + (static_cast<float>(y) + 0.5f) * cell; }
};

// `ui_scale` scales the sheet's padding, the text above the board and what is kept under it.
StickerLayout sticker_layout(float width, float height, int board_w, int board_h, float ui_scale);

}  // namespace mycity::session
