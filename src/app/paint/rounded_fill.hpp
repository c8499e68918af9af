// A filled rounded rectangle that is cheap for SDL's software renderer.
#pragma once

#include <imgui.h>

namespace mycity::app {

// Looks like ImDrawList::AddRectFilled(min, max, colour, rounding), drawn as three bands and
// four quarter discs: ImGui's one triangle fan makes SDL's software renderer walk about half
// the rectangle per triangle. The corners are not anti-aliased: draw a border for a smooth edge.
void fill_rounded_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float rounding);

}  // namespace mycity::app
