#include "mycity/session/play_layout.hpp"

#include <algorithm>
#include <cmath>

namespace mycity::session {

std::optional<Cell> PlayLayout::cell_at(float px, float py) const {
  if (cell <= 0 || !board.contains(px, py)) return std::nullopt;
  const int x = std::clamp(static_cast<int>((px - board.x) / cell), 0, board_w - 1);
  const int y = std::clamp(static_cast<int>((py - board.y) / cell), 0, board_h - 1);
  return Cell{x, y};
}

namespace {

// The side panel's card and actions, in points at scale 1: about 455 on the campaign's
// table, and room for a longer reason or a note.
constexpr float kPanelContent = 480.0f;

// Snaps a length to whole pixels.
float snap(float v, float density) {
  return std::floor(v * density) / density;
}

// The other cities side by side along the bottom of the side panel, keeping the board's
// shape, at most `share` of the panel's height; labels under them.
void thumbnails_in_panel(PlayLayout& l, int others, float s, float density, float area_h,
                         float room) {
  const float pad = std::round(10.0f * s);
  const float label_h = std::round(66.0f * s);  // name, score, deficit
  const float gap = std::round(8.0f * s);
  const float inner_w = l.side.w - 2 * pad;
  const float slot_w =
      (inner_w - gap * static_cast<float>(others - 1)) / static_cast<float>(others);
  const float fit = std::min(std::min(slot_w, l.side.w * 0.6f) / static_cast<float>(l.board_w),
                             std::min(area_h * 0.25f, room) / static_cast<float>(l.board_h));
  const float thumb_cell = std::max(2.0f, snap(fit, density));
  const float tw = thumb_cell * static_cast<float>(l.board_w);
  const float th = thumb_cell * static_cast<float>(l.board_h);
  const float y = l.side.bottom() - pad - label_h - th;
  for (int i = 0; i < others; ++i) {
    const float slot_x = l.side.x + pad + static_cast<float>(i) * (slot_w + gap);
    l.thumbnails.push_back({std::floor(slot_x + (slot_w - tw) * 0.5f), y, tw, th});
  }
}

// The other cities in `row`, side by side: each city at the left of its slot (under half of
// it), its label at the right.
void thumbnails_in_row(PlayLayout& l, int others, float s, float density, Rect row) {
  l.others_row = row;
  const float pad = std::round(6.0f * s);
  row = {row.x + pad, row.y + pad, row.w - 2 * pad, row.h - 2 * pad};
  const float gap = std::round(12.0f * s);
  const float slot_w = (row.w - gap * static_cast<float>(others - 1)) / static_cast<float>(others);
  const float fit = std::min(row.h / static_cast<float>(l.board_h),
                             slot_w * 0.45f / static_cast<float>(l.board_w));
  const float thumb_cell = std::max(2.0f, snap(fit, density));
  const float tw = thumb_cell * static_cast<float>(l.board_w);
  const float th = thumb_cell * static_cast<float>(l.board_h);
  for (int i = 0; i < others; ++i)
    l.thumbnails.push_back(
        {std::floor(row.x + static_cast<float>(i) * (slot_w + gap)), row.y, tw, th});
}

}  // namespace

PlayLayout compute_play_layout(float width, float height, int board_w, int board_h, int others,
                               float ui_scale, float pixel_density) {
  PlayLayout l;
  l.board_w = std::max(1, board_w);
  l.board_h = std::max(1, board_h);
  const float s = ui_scale;
  // A short window (1280x800, 1024x640 and the like) keeps every action in sight with less
  // margin, a lower top bar and the other cities under the board, not in the side panel.
  const bool short_window = height < 880.0f * s;
  const float m = std::round((short_window ? 8.0f : 14.0f) * s);
  const float top_h = std::round((short_window ? 44.0f : 58.0f) * s);
  // The key hints take about 1150 points at scale 1 (1250 with the mirror house rule): two
  // lines in a narrower window.
  l.hint_lines = width < 1360.0f * s ? 2 : 1;
  const float hints_h = std::round((l.hint_lines == 1 ? 30.0f : 52.0f) * s);
  const float supply_h = std::round(60.0f * s);
  // Two buttons a row with "Rotate back (Shift+R)" whole.
  const float side_min = std::round(480.0f * s);
  const float side_max = std::round(640.0f * s);

  l.top_bar = {m, m, std::max(0.0f, width - 2 * m), top_h};
  l.hints = {m, height - m - hints_h, std::max(0.0f, width - 2 * m), hints_h};
  const float area_y = l.top_bar.bottom() + m;
  const float area_h = std::max(0.0f, l.hints.y - m - area_y);
  // The side panel's height left for the thumbnails once the card, the actions (with the
  // campaign's extra button), their labels and the panel's padding have theirs.
  const float panel_room = area_h - (kPanelContent + 122.0f) * s;
  const bool row_of_cities =
      others > 0 && (short_window || panel_room < 6.0f * static_cast<float>(l.board_h));
  const float cities_h = row_of_cities ? std::round(76.0f * s) : 0.0f;
  const float board_area_h =
      std::max(0.0f, area_h - supply_h - m - (row_of_cities ? cities_h + m : 0.0f));
  const float area_w = std::max(0.0f, width - 3 * m - side_min);

  // The board takes what the panel leaves, in whole pixels per cell.
  const float density = pixel_density > 0 ? pixel_density : 1.0f;
  float cell = std::min(area_w / static_cast<float>(l.board_w),
                        board_area_h / static_cast<float>(l.board_h));
  cell = std::max(4.0f, snap(cell, density));
  l.cell = cell;
  const float board_pw = cell * static_cast<float>(l.board_w);
  const float board_ph = cell * static_cast<float>(l.board_h);
  const float side_w = std::clamp(width - 3 * m - board_pw, side_min, side_max);
  // Board and panel together, centred in the window.
  const float used = board_pw + m + side_w;
  const float left = std::max(m, std::floor((width - used) * 0.5f));
  // The board with the supply (and the row of cities) under it, centred in the column.
  const float column_h = board_ph + m + supply_h + (row_of_cities ? m + cities_h : 0.0f);
  l.board = {left, area_y + std::floor((area_h - column_h) * 0.5f), board_pw, board_ph};
  l.supply = {left, l.board.bottom() + m, board_pw, supply_h};
  l.side = {left + board_pw + m, area_y, side_w, area_h};
  if (row_of_cities)
    thumbnails_in_row(l, others, s, density, {left, l.supply.bottom() + m, board_pw, cities_h});
  else if (others > 0)
    thumbnails_in_panel(l, others, s, density, area_h, panel_room);
  return l;
}

Rect note_beside_ghost(const Rect& board, const Rect& ghost, float w, float h, float gap) {
  const float x = std::clamp(ghost.x + (ghost.w - w) * 0.5f, board.x + gap,
                             std::max(board.x + gap, board.right() - w - gap));
  const bool room_below = ghost.bottom() + gap + h <= board.bottom() - gap;
  return {x, room_below ? ghost.bottom() + gap : ghost.y - gap - h, w, h};
}

}  // namespace mycity::session
