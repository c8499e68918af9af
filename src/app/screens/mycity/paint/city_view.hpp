// Draws a player's city (board + buildings) and cell marks over it, for the play and end
// screens.
#pragma once

#include <imgui.h>

#include "mycity/city.hpp"
#include "screens/mycity/paint/board_view.hpp"

namespace app {

class PictureCache;

// The engine's buildings as the board view draws them.
std::vector<PlacedBuilding> buildings_of(const mycity::City& city);

// The city at `style` (origin, cell size, density, patterns).
void draw_city(ImDrawList* list, SvgCache& art, const mycity::City& city,
               const BoardDrawStyle& style);
// The same from a picture kept while the city and the style stay the same.
void draw_city_picture(ImDrawList* list, PictureCache& pictures, SvgCache& art,
                       const mycity::City& city, const BoardDrawStyle& style);

// A frame and a translucent wash over every set cell, plus a corner tick so the mark
// does not rely on colour alone.
void mark_cells(ImDrawList* list, const mycity::Bitboard& cells, const BoardDrawStyle& style,
                ImU32 colour);

// The points rectangle of one cell under `style`.
ImVec2 cell_min(const BoardDrawStyle& style, mycity::Cell c);

}  // namespace app
