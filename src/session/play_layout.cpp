#include "mycity/session/play_layout.hpp"

#include <algorithm>
#include <cmath>

namespace mycity::session {

Rect PlayLayout::cell_rect(Cell c) const {
  return {board.x + static_cast<float>(c.x) * cell, board.y + static_cast<float>(c.y) * cell, cell,
          cell};
}

std::optional<Cell> PlayLayout::cell_at(float px, float py) const {
  if (cell <= 0 || !board.contains(px, py)) return std::nullopt;
  const int x = std::clamp(static_cast<int>((px - board.x) / cell), 0, board_w - 1);
  const int y = std::clamp(static_cast<int>((py - board.y) / cell), 0, board_h - 1);
  return Cell{x, y};
}

PlayLayout compute_play_layout(float width, float height, int board_w, int board_h, int others,
                               float ui_scale, float pixel_density) {
  PlayLayout l;
  l.board_w = std::max(1, board_w);
  l.board_h = std::max(1, board_h);
  const float m = std::round(14.0f * ui_scale);
  const float top_h = std::round(58.0f * ui_scale);
  const float hints_h = std::round(30.0f * ui_scale);
  const float supply_h = std::round(60.0f * ui_scale);
  const float side_min = std::round(360.0f * ui_scale);
  const float side_max = std::round(640.0f * ui_scale);

  l.top_bar = {m, m, std::max(0.0f, width - 2 * m), top_h};
  l.hints = {m, height - m - hints_h, std::max(0.0f, width - 2 * m), hints_h};
  const float area_y = l.top_bar.bottom() + m;
  const float area_h = std::max(0.0f, l.hints.y - m - area_y);
  const float board_area_h = std::max(0.0f, area_h - supply_h - m);
  const float area_w = std::max(0.0f, width - 3 * m - side_min);

  // The board takes what the panel leaves, in whole pixels per cell.
  const float density = pixel_density > 0 ? pixel_density : 1.0f;
  float cell = std::min(area_w / static_cast<float>(l.board_w),
                        board_area_h / static_cast<float>(l.board_h));
  cell = std::max(4.0f, std::floor(cell * density) / density);
  l.cell = cell;
  const float board_pw = cell * static_cast<float>(l.board_w);
  const float board_ph = cell * static_cast<float>(l.board_h);
  const float side_w = std::clamp(width - 3 * m - board_pw, side_min, side_max);
  // Board and panel together, centred in the window.
  const float used = board_pw + m + side_w;
  const float left = std::max(m, std::floor((width - used) * 0.5f));
  // The board with the supply under it, centred in the column.
  l.board = {left, area_y + std::floor((board_area_h - board_ph) * 0.5f), board_pw, board_ph};
  l.supply = {left, l.board.bottom() + m, board_pw, supply_h};
  l.side = {left + board_pw + m, area_y, side_w, area_h};

  // Thumbnails along the bottom of the panel, side by side, keeping the board's shape.
  if (others > 0) {
    const float pad = std::round(10.0f * ui_scale);
    const float label_h = std::round(46.0f * ui_scale);
    const float gap = std::round(8.0f * ui_scale);
    const float inner_w = side_w - 2 * pad;
    const float slot_w =
        (inner_w - gap * static_cast<float>(others - 1)) / static_cast<float>(others);
    // At most a quarter of the panel's height (less in a short window), so the card and
    // the actions keep theirs.
    const float share = area_h < 540.0f * ui_scale ? 0.15f : 0.25f;
    const float fit = std::min(std::min(slot_w, side_w * 0.6f) / static_cast<float>(l.board_w),
                               area_h * share / static_cast<float>(l.board_h));
    float thumb_cell = std::floor(fit * density) / density;
    thumb_cell = std::max(2.0f, thumb_cell);
    const float tw = thumb_cell * static_cast<float>(l.board_w);
    const float th = thumb_cell * static_cast<float>(l.board_h);
    const float y = l.side.bottom() - pad - label_h - th;
    for (int i = 0; i < others; ++i) {
      const float slot_x = l.side.x + pad + static_cast<float>(i) * (slot_w + gap);
      l.thumbnails.push_back({std::floor(slot_x + (slot_w - tw) * 0.5f), y, tw, th});
    }
  }
  return l;
}

Rect note_beside_ghost(const Rect& board, const Rect& ghost, float w, float h, float gap) {
  const float x = std::clamp(ghost.x + (ghost.w - w) * 0.5f, board.x + gap,
                             std::max(board.x + gap, board.right() - w - gap));
  const bool room_below = ghost.bottom() + gap + h <= board.bottom() - gap;
  return {x, room_below ? ghost.bottom() + gap : ghost.y - gap - h, w, h};
}

}  // namespace mycity::session
