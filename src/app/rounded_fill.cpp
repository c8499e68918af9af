#include "rounded_fill.hpp"

#include <algorithm>

namespace mycity::app {
namespace {

// Corners as ImGui's 12-step circle numbers them (0 = right, 3 = down, 6 = left, 9 = up).
void fill_corner(ImDrawList* list, ImVec2 centre, float radius, int from, int to, ImU32 colour) {
  list->PathLineTo(centre);
  list->PathArcToFast(centre, radius, from, to);
  list->PathFillConvex(colour);
}

// Fills the band `min`..`max` but for what it shares with the hole (as four rectangles
// around it).
void fill_band_around(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, ImVec2 hole_min,
                      ImVec2 hole_max) {
  const ImVec2 lo{std::max(min.x, hole_min.x), std::max(min.y, hole_min.y)};
  const ImVec2 hi{std::min(max.x, hole_max.x), std::min(max.y, hole_max.y)};
  if (lo.x >= hi.x || lo.y >= hi.y) {
    list->AddRectFilled(min, max, colour);
    return;
  }
  if (min.y < lo.y) list->AddRectFilled(min, {max.x, lo.y}, colour);
  if (min.x < lo.x) list->AddRectFilled({min.x, lo.y}, {lo.x, hi.y}, colour);
  if (hi.x < max.x) list->AddRectFilled({hi.x, lo.y}, {max.x, hi.y}, colour);
  if (hi.y < max.y) list->AddRectFilled({min.x, hi.y}, max, colour);
}

}  // namespace

void fill_rounded_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float rounding,
                       ImVec2 hole_min, ImVec2 hole_max) {
  const float r = std::min({rounding, (max.x - min.x) * 0.5f, (max.y - min.y) * 0.5f});
  if (r < 1.0f) {
    list->AddRectFilled(min, max, colour);
    return;
  }
  fill_band_around(list, {min.x + r, min.y}, {max.x - r, max.y}, colour, hole_min, hole_max);
  list->AddRectFilled({min.x, min.y + r}, {min.x + r, max.y - r}, colour);
  list->AddRectFilled({max.x - r, min.y + r}, {max.x, max.y - r}, colour);
  const ImDrawListFlags flags = list->Flags;
  list->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  fill_corner(list, {min.x + r, min.y + r}, r, 6, 9, colour);
  fill_corner(list, {max.x - r, min.y + r}, r, 9, 12, colour);
  fill_corner(list, {max.x - r, max.y - r}, r, 0, 3, colour);
  fill_corner(list, {min.x + r, max.y - r}, r, 3, 6, colour);
  list->Flags = flags;
}

}  // namespace mycity::app
