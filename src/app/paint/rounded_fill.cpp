#include "paint/rounded_fill.hpp"

#include <algorithm>

namespace mycity::app {
namespace {

// Corners as ImGui's 12-step circle numbers them (0 = right, 3 = down, 6 = left, 9 = up).
void fill_corner(ImDrawList* list, ImVec2 centre, float radius, int from, int to, ImU32 colour) {
  list->PathLineTo(centre);
  list->PathArcToFast(centre, radius, from, to);
  list->PathFillConvex(colour);
}

}  // namespace

void fill_rounded_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float rounding) {
  const float r = std::min({rounding, (max.x - min.x) * 0.5f, (max.y - min.y) * 0.5f});
  if (r < 1.0f) {
    list->AddRectFilled(min, max, colour);
    return;
  }
  list->AddRectFilled({min.x + r, min.y}, {max.x - r, max.y}, colour);
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
