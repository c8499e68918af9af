// Filled rounded rectangles and frames that are cheap for SDL's software renderer.
#pragma once

#include <imgui.h>

namespace app {

// Looks like ImDrawList::AddRectFilled(min, max, colour, rounding), drawn as three bands and
// four quarter discs: ImGui's one triangle fan makes SDL's software renderer walk about half
// the rectangle per triangle. The corners are not anti-aliased: draw a border for a smooth edge.
void fill_rounded_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float rounding);

// Looks like AddRect(min + width / 2, max - width / 2, colour, width / 2, 0, width), a frame
// around a picture, drawn as four bands and four quarter discs: the thick outline's slanted
// triangles made SDL's software renderer walk a strip as long as the frame per triangle.
void frame_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float width);

}  // namespace app
