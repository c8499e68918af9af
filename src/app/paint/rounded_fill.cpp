#include "paint/rounded_fill.hpp"

#include <algorithm>

#include "paint/solid_fill.hpp"

namespace app {
namespace {

// Corners as ImGui's 12-step circle numbers them (0 = right, 3 = down, 6 = left, 9 = up).
void fill_corner(ImDrawList* list, ImVec2 centre, float radius, int from, int to, ImU32 colour) {
  list->PathLineTo(centre);
  list->PathArcToFast(centre, radius, from, to);
  list->PathFillConvex(colour);
}

// The quarter discs of radius `r` in the corners of [min, max], not anti-aliased.
void fill_corners(ImDrawList* list, ImVec2 min, ImVec2 max, float r, ImU32 colour) {
  const ImDrawListFlags flags = list->Flags;
  list->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  fill_corner(list, {min.x + r, min.y + r}, r, 6, 9, colour);
  fill_corner(list, {max.x - r, min.y + r}, r, 9, 12, colour);
  fill_corner(list, {max.x - r, max.y - r}, r, 0, 3, colour);
  fill_corner(list, {min.x + r, max.y - r}, r, 3, 6, colour);
  list->Flags = flags;
}

}  // namespace

void fill_rounded_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float rounding) {
  const float r = std::min({rounding, (max.x - min.x) * 0.5f, (max.y - min.y) * 0.5f});
  if (r < 1.0f) {
    fill_rect(list, min, max, colour);
    return;
  }
  fill_rect(list, {min.x + r, min.y}, {max.x - r, max.y}, colour);
  fill_rect(list, {min.x, min.y + r}, {min.x + r, max.y - r}, colour);
  fill_rect(list, {max.x - r, min.y + r}, {max.x, max.y - r}, colour);
  fill_corners(list, min, max, r, colour);
}

void frame_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float width) {
  const float w = width;
  fill_rect(list, {min.x + w, min.y}, {max.x - w, min.y + w}, colour);
  fill_rect(list, {min.x + w, max.y - w}, {max.x - w, max.y}, colour);
  fill_rect(list, {min.x, min.y + w}, {min.x + w, max.y - w}, colour);
  fill_rect(list, {max.x - w, min.y + w}, {max.x, max.y - w}, colour);
  fill_corners(list, min, max, w, colour);
  list->AddRect(min, max, colour, w, 0, 1.0f);  // smooths the corners, as a border does
}

}  // namespace app
