#include "mycity/session/sticker_layout.hpp"

#include <algorithm>
#include <cmath>

namespace mycity::session {
namespace {

// In points at UI scale 1, as the theme and fonts draw the sheet: its padding and scroll bar;
// above the board a heading (24) and two lines (18), each with 9 of spacing; under it three
// lines of notes, and the buttons (40 and a line's 32) with their spacing.
constexpr float kPadX = 18.0f;
constexpr float kPadY = 16.0f;
constexpr float kScrollbar = 16.0f;
constexpr float kAbove = 24.0f + 2 * 18.0f + 3 * 9.0f;
constexpr float kBelow = 3 * 18.0f + 2 * 9.0f + 40.0f + 32.0f + 2 * 9.0f;
constexpr float kSmallestCell = 12.0f;

}  // namespace

Rect campaign_sheet(float width, float height) {
  return {std::floor(width * 0.04f), std::floor(height * 0.04f), std::floor(width * 0.92f),
          std::floor(height * 0.92f)};
}

StickerLayout sticker_layout(float width, float height, int board_w, int board_h, float ui_scale) {
  const Rect sheet = campaign_sheet(width, height);
  const float s = ui_scale;
  const float bw = static_cast<float>(board_w);
  const float bh = static_cast<float>(board_h);
  const float room_w = sheet.w - (2 * kPadX + kScrollbar) * s;
  const float room_h = sheet.h - (2 * kPadY + kAbove + kBelow) * s;
  const float cell = std::max(kSmallestCell, std::floor(std::min(room_w / bw, room_h / bh)));
  return {{std::floor(sheet.x + kPadX * s), std::floor(sheet.y + (kPadY + kAbove) * s), cell * bw,
           cell * bh},
          cell};
}

}  // namespace mycity::session
