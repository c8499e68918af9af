#include "mycity/session/end_layout.hpp"

#include <algorithm>
#include <cmath>

namespace mycity::session {

float end_banner_bottom(float ui_scale) {
  return kEndMargin * ui_scale + 110.0f * ui_scale;
}

float end_footer_height(int notes, bool day_line, float line_h, float ui_scale) {
  const float m = kEndMargin * ui_scale;
  const float button_h = 44.0f * ui_scale;
  const float notes_h = notes == 0 ? 0.0f : static_cast<float>(notes) * line_h * 2.2f;
  return button_h + notes_h + (day_line ? 2 : 1) * line_h + 2 * m;
}

float score_lines_height(int terms, float line_h, float row_gap, float ui_scale) {
  return static_cast<float>(terms + 1) * (line_h + row_gap) + 48.0f * ui_scale;
}

std::vector<Rect> end_columns(float width, float top, float bottom, const EndColumnNeeds& needs,
                              float ui_scale) {
  const float s = ui_scale;
  const float m = kEndMargin * s;
  const float n = static_cast<float>(needs.players);
  const float col_w = std::min(520.0f * s, (width - m * (n + 1)) / n);
  float x = std::floor((width - (col_w * n + m * (n - 1))) * 0.5f);
  const float needed = 2 * needs.pad_y + kEndHeaderHeight * s +
                       (col_w - 2 * needs.pad_x) * static_cast<float>(needs.board_h) /
                           static_cast<float>(std::max(1, needs.board_w)) +
                       6.0f * s + needs.scores_h;
  const float col_h = std::min(bottom - top, needed);
  const float col_y = top + std::floor((bottom - top - col_h) * 0.5f);
  std::vector<Rect> columns;
  for (int i = 0; i < needs.players; ++i) {
    columns.push_back({x, col_y, col_w, col_h});
    x += col_w + m;
  }
  return columns;
}

EndBoardFit end_board_fit(float inner_w, float avail_h, int board_w, int board_h, float label_w,
                          float scores_h, float ui_scale) {
  const float s = ui_scale;
  const float bw = static_cast<float>(board_w);
  const float bh = static_cast<float>(board_h);
  const float gap = kEndBoardGap * s;
  // Beside the board the score lines need their longest label and a value whole.
  const float text_w = label_w + kEndValueWidth * s + gap;
  const float stacked = std::min(inner_w / bw, (avail_h - scores_h - 6.0f * s) / bh);
  const float beside =
      std::min(std::min((inner_w - gap) * 0.56f, inner_w - gap - text_w) / bw, avail_h / bh);
  return {beside > stacked, std::max(4.0f, std::max(stacked, beside))};
}

WinnerBadges winner_badges(float width, float banner_bottom, int winners, float ui_scale) {
  const float s = ui_scale;
  WinnerBadges badges;
  badges.size = 58.0f * s;
  const float total =
      badges.size * static_cast<float>(winners) + 8.0f * s * static_cast<float>(winners - 1);
  badges.y = banner_bottom - 30.0f * s - badges.size * 0.5f - 8.0f * s;
  float x = width * 0.5f - total * 0.5f + badges.size * 0.5f;
  for (int i = 0; i < winners; ++i) {
    badges.x.push_back(x);
    x += badges.size + 8.0f * s;
  }
  return badges;
}

}  // namespace mycity::session
