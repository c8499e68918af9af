// Where the play screen puts things for a window size: the active board, the card and
// action panel, the other players' thumbnails. Pure arithmetic (no SDL, no ImGui), so the
// app tests can compute where to click: cell_centre() of a cell is a point on the board.
#pragma once

#include <optional>
#include <vector>

#include "mycity/bitboard.hpp"
#include "table/rect.hpp"

namespace mycity::session {

using Rect = table::Rect;

struct PlayLayout {
  Rect top_bar;                  // whose turn, round, card count
  Rect board;                    // the active player's board, exactly board_w x board_h cells
  Rect supply;                   // under the board: that player's buildings and the deck
  float cell = 0;                // cell side in points (a whole number of pixels)
  Rect side;                     // the revealed card, the actions, the thumbnails
  std::vector<Rect> thumbnails;  // the other players' boards, in seat order after the active one
  Rect hints;                    // the key hints, one line or two
  int hint_lines = 1;
  // In a short window the thumbnails are in this row under the supply band, each label
  // right of its city; else (an empty row) along the bottom of the side panel, each label
  // under its city.
  Rect others_row;
  bool thumbnails_under_board() const { return others_row.w > 0; }
  int board_w = 0;
  int board_h = 0;

  // The centre of a cell in window points (where a click lands on it).
  float cell_centre_x(int x) const { return board.x + (static_cast<float>(x) + 0.5f) * cell; }
  float cell_centre_y(int y) const { return board.y + (static_cast<float>(y) + 0.5f) * cell; }
  // The cell under a point, if it is on the board.
  std::optional<Cell> cell_at(float px, float py) const;
};

// `others`: how many thumbnails (players - 1). Sizes are in window points; `ui_scale`
// scales margins and the panel's minimum width; `pixel_density` snaps the cell size.
PlayLayout compute_play_layout(float width, float height, int board_w, int board_h, int others,
                               float ui_scale, float pixel_density);

// Where a note of `w` x `h` about the ghost goes: centred under the ghost, or over it when
// there is no room below, inside the board and never over the ghost's cells.
Rect note_beside_ghost(const Rect& board, const Rect& ghost, float w, float h, float gap);

}  // namespace mycity::session
