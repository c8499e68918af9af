// Where the end screen puts things for a window size: the players' columns in ranking order,
// each with its board beside or above its score lines, and the winners' badges. Pure
// arithmetic (no ImGui): the caller measures the text.
#pragma once

#include <vector>

#include "mycity/session/play_layout.hpp"

namespace mycity::session {

// In points at UI scale 1: the window's margin, the rank, animal, name and points above a
// column's board, the room of a score line's value, the gap between board and score lines.
inline constexpr float kEndMargin = 14.0f;
inline constexpr float kEndHeaderHeight = 60.0f;
inline constexpr float kEndValueWidth = 48.0f;
inline constexpr float kEndBoardGap = 14.0f;

// The banner's bottom: the winners' line ends there.
float end_banner_bottom(float ui_scale);
// The footer under the columns: the game of the day's line when `day_line`, `notes` tie-break
// notes, the hint, the buttons.
float end_footer_height(int notes, bool day_line, float line_h, float ui_scale);
// The score lines: start, one per term, separator and total.
float score_lines_height(int terms, float line_h, float row_gap, float ui_scale);

// What a column holds, for its height: a board `board_w` x `board_h` as wide as the column
// inside its padding, and `scores_h` of score lines.
struct EndColumnNeeds {
  int players = 1;
  int board_w = 1;
  int board_h = 1;
  float pad_x = 0;
  float pad_y = 0;
  float scores_h = 0;
};

// The columns, left to right, centred in `width` between `top` and `bottom`; no taller
// than a column with its board stacked over its score lines needs.
std::vector<Rect> end_columns(float width, float top, float bottom, const EndColumnNeeds& needs,
                              float ui_scale);

// A column's board: above the score lines, or beside them when that gives a bigger board.
struct EndBoardFit {
  bool side_by_side = false;
  float cell = 0;  // in points, not yet snapped to whole pixels
};
// `inner_w` x `avail_h`: the room under the header; `label_w`: the longest score label.
EndBoardFit end_board_fit(float inner_w, float avail_h, int board_w, int board_h, float label_w,
                          float scores_h, float ui_scale);

// The winners' badges side by side over the banner's line.
struct WinnerBadges {
  float size = 0;
  float y = 0;           // their centres' height
  std::vector<float> x;  // their centres, left to right
};
WinnerBadges winner_badges(float width, float banner_bottom, int winners, float ui_scale);

}  // namespace mycity::session
