// Draws a board (terrain, features, sticker spots, river, buildings) with the SVG art into
// an ImGui draw list. Used by the menu background now and by the game screens later.
#pragma once

#include <span>
#include <vector>

#include <imgui.h>

#include "mycity/content.hpp"
#include "mycity/session/placed_building.hpp"
#include "paint/art_image.hpp"

namespace app {

class SvgCache;

using mycity::session::PlacedBuilding;

struct BoardDrawStyle {
  ImVec2 origin;               // top-left corner of cell (0, 0), in points
  float cell = 48.0f;          // cell side in points
  float pixel_density = 1.0f;  // pixels per point
  bool patterns = false;       // colour-blind pattern overlay on buildings
  bool sticker_spots = true;
};

// Snaps a cell size so that one cell is a whole number of pixels (no seams).
float snap_cell_size(float cell_points, float pixel_density);

void draw_board(ImDrawList* list, SvgCache& art, const mycity::BoardLayout& layout,
                std::span<const PlacedBuilding> buildings, const BoardDrawStyle& style);

// One building cell (tile, optional pattern) at `min` with side `cell` points.
void draw_building_cell(ImDrawList* list, SvgCache& art, mycity::Colour colour, ImVec2 min,
                        float cell, float pixel_density, bool pattern);

}  // namespace app
