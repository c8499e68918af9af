#include "screens/mycity/paint/board_view.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "mycity/session/board_outline.hpp"
#include "paint/svg_cache.hpp"
#include "screens/mycity/paint/art.hpp"

namespace app {
namespace {

// A building's soft shadow on the board and its outline. Here, not in ui/theme.hpp: the
// painter sits beside ui/ and takes nothing from it.
constexpr ImU32 kBuildingShadow = IM_COL32(20, 30, 10, 90);
constexpr ImU32 kBuildingOutline = IM_COL32(40, 28, 18, 230);

// The river art is a vertical band; horizontal edges use it turned a quarter.
void draw_path_edge(ImDrawList* list, SvgCache& art, std::string_view name, ImVec2 a, ImVec2 b,
                    float band, float density) {
  const bool vertical = a.x == b.x;
  const float half = band * 0.5f;
  const float length = (vertical ? std::fabs(b.y - a.y) : std::fabs(b.x - a.x)) + band;
  SDL_Texture* tex = art.get(name, to_pixels(band, density), to_pixels(length, density));
  if (tex == nullptr) return;
  const ImVec2 lo{std::min(a.x, b.x) - half, std::min(a.y, b.y) - half};
  const ImVec2 hi{std::max(a.x, b.x) + half, std::max(a.y, b.y) + half};
  if (vertical) {
    list->AddImage(as_texture_id(tex), lo, hi);
  } else {
    list->AddImageQuad(as_texture_id(tex), lo, {hi.x, lo.y}, hi, {lo.x, hi.y}, {0, 1}, {0, 0},
                       {1, 0}, {1, 1});
  }
}

}  // namespace

float snap_cell_size(float cell_points, float pixel_density) {
  if (pixel_density <= 0.0f) pixel_density = 1.0f;
  return static_cast<float>(to_pixels(cell_points, pixel_density)) / pixel_density;
}

void draw_building_cell(ImDrawList* list, SvgCache& art, mycity::Colour colour, ImVec2 min,
                        float cell, float pixel_density, bool pattern) {
  const ImVec2 max{min.x + cell, min.y + cell};
  draw_art(list, art, building_art(colour), min, max, pixel_density);
  if (pattern) draw_art(list, art, pattern_art(colour), min, max, pixel_density);
}

namespace {

ImVec2 cell_min(const BoardDrawStyle& style, mycity::Cell cell) {
  return {style.origin.x + static_cast<float>(cell.x) * style.cell,
          style.origin.y + static_cast<float>(cell.y) * style.cell};
}

// Terrain, then what lies on the meadow where no building stands.
void draw_ground(ImDrawList* list, SvgCache& art, const mycity::BoardLayout& layout,
                 const mycity::session::CellOwners& owners, const BoardDrawStyle& style) {
  const float c = style.cell;
  for (int y = 0; y < layout.height; ++y) {
    for (int x = 0; x < layout.width; ++x) {
      const mycity::Cell cell{x, y};
      const ImVec2 lo = cell_min(style, cell);
      const ImVec2 hi{lo.x + c, lo.y + c};
      draw_art(list, art, terrain_art(layout.terrain(cell)), lo, hi, style.pixel_density);
      if (owners.at(x, y) >= 0) continue;
      const std::string_view feature = feature_art(layout.feature(cell));
      if (!feature.empty()) {
        draw_art(list, art, feature, lo, hi, style.pixel_density);
      } else if (style.sticker_spots && layout.spots.test(cell)) {
        draw_art(list, art, kStickerSpotArt, lo, hi, style.pixel_density);
      }
    }
  }
}

// Buildings: a soft shadow, the tiles, then an outline around each piece.
void draw_buildings(ImDrawList* list, SvgCache& art, std::span<const PlacedBuilding> buildings,
                    const mycity::session::CellOwners& owners, const BoardDrawStyle& style,
                    const mycity::session::BoardStrokes& strokes) {
  const float c = style.cell;
  const float shadow = strokes.shadow;
  // Only the shadow's edges that the cell's opaque tile leaves in view: the software renderer
  // blends every pixel of a fill, covered or not.
  for (const PlacedBuilding& b : buildings) {
    for (const mycity::Cell& cell : b.cells) {
      const ImVec2 lo = cell_min(style, cell);
      list->AddRectFilled({lo.x + c, lo.y + shadow}, {lo.x + c + shadow, lo.y + c + shadow},
                          kBuildingShadow);
      list->AddRectFilled({lo.x + shadow, lo.y + c}, {lo.x + c, lo.y + c + shadow},
                          kBuildingShadow);
    }
  }
  for (const PlacedBuilding& b : buildings) {
    for (const mycity::Cell& cell : b.cells)
      draw_building_cell(list, art, b.colour, cell_min(style, cell), c, style.pixel_density,
                         style.patterns);
  }
  const float line = strokes.outline;
  for (std::size_t i = 0; i < buildings.size(); ++i) {
    for (const mycity::Cell& cell : buildings[i].cells) {
      const ImVec2 lo = cell_min(style, cell);
      const ImVec2 hi{lo.x + c, lo.y + c};
      const unsigned sides = mycity::session::outline_sides(owners, cell, static_cast<int>(i));
      const ImU32 ink = kBuildingOutline;
      // Bands, not anti-aliased lines: each line's fringe is triangles the renderer walks.
      if (sides & mycity::session::kSideTop) list->AddRectFilled(lo, {hi.x, lo.y + line}, ink);
      if (sides & mycity::session::kSideBottom) list->AddRectFilled({lo.x, hi.y - line}, hi, ink);
      if (sides & mycity::session::kSideLeft) list->AddRectFilled(lo, {lo.x + line, hi.y}, ink);
      if (sides & mycity::session::kSideRight) list->AddRectFilled({hi.x - line, lo.y}, hi, ink);
    }
  }
}

// Edge paths run between the cells, above everything else.
void draw_paths(ImDrawList* list, SvgCache& art, const mycity::BoardLayout& layout,
                const BoardDrawStyle& style, float band) {
  for (const mycity::EdgePath& path : layout.paths) {
    const std::string_view name = path.kind == "river" ? kRiverArt : std::string_view("railway");
    for (const auto& [from, to] : mycity::session::unit_edges(path.points))
      draw_path_edge(list, art, name, cell_min(style, from), cell_min(style, to), band,
                     style.pixel_density);
  }
}

}  // namespace

void draw_board(ImDrawList* list, SvgCache& art, const mycity::BoardLayout& layout,
                std::span<const PlacedBuilding> buildings, const BoardDrawStyle& style) {
  const mycity::session::CellOwners owners(layout.width, layout.height, buildings);
  const mycity::session::BoardStrokes strokes = mycity::session::board_strokes(style.cell);
  draw_ground(list, art, layout, owners, style);
  draw_buildings(list, art, buildings, owners, style, strokes);
  draw_paths(list, art, layout, style, strokes.path);
}

}  // namespace app
