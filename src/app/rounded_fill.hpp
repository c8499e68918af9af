// A filled rounded rectangle that is cheap for SDL's software renderer.
#pragma once

#include <imgui.h>

namespace mycity::app {

// Looks like ImDrawList::AddRectFilled(min, max, colour, rounding), drawn as three
// axis-aligned bands and four quarter discs. Why: ImGui fills a rounded rectangle as one
// triangle fan whose ~30 triangles each span about half the rectangle, and SDL's software
// renderer walks every triangle's whole bounding box, so a large rounded panel costs
// about 15 times its area (≈20 ms for a full-HD board frame). SDL draws each band as one
// blit, and a corner's triangles stay inside its rounding x rounding box.
// The corners are not anti-aliased (their fringe would overlap the bands, which shows
// on translucent fills); draw a border over them where the edge must be smooth.
// `hole_min`..`hole_max` is a rectangle the fill may leave out, something opaque being drawn
// over it (a shadow under its panel: why blend it where it cannot be seen); what of it lies
// outside the rectangle's middle band (between the corners' columns) is filled all the same.
void fill_rounded_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour, float rounding,
                       ImVec2 hole_min = {0, 0}, ImVec2 hole_max = {0, 0});

}  // namespace mycity::app
