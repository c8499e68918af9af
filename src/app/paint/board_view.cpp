#include "paint/board_view.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "paint/art.hpp"
#include "paint/svg_cache.hpp"

namespace mycity::app {
namespace {

int to_pixels(float points, float density) {
  return std::max(1, static_cast<int>(std::lround(points * density)));
}

ImTextureID as_texture_id(SDL_Texture* t) {
  return static_cast<ImTextureID>(t);
}

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

SDL_Texture* art_texture(SvgCache& art, std::string_view name, ImVec2 min, ImVec2 max,
                         float pixel_density) {
  return art.get(name, to_pixels(max.x - min.x, pixel_density),
                 to_pixels(max.y - min.y, pixel_density));
}

void draw_art(ImDrawList* list, SvgCache& art, std::string_view name, ImVec2 min, ImVec2 max,
              float pixel_density, ImU32 tint) {
  SDL_Texture* tex = art_texture(art, name, min, max, pixel_density);
  if (tex != nullptr) list->AddImage(as_texture_id(tex), min, max, {0, 0}, {1, 1}, tint);
}

void draw_building_cell(ImDrawList* list, SvgCache& art, Colour colour, ImVec2 min, float cell,
                        float pixel_density, bool pattern) {
  const ImVec2 max{min.x + cell, min.y + cell};
  draw_art(list, art, building_art(colour), min, max, pixel_density);
  if (pattern) draw_art(list, art, pattern_art(colour), min, max, pixel_density);
}

void draw_board(ImDrawList* list, SvgCache& art, const BoardLayout& layout,
                std::span<const PlacedBuilding> buildings, const BoardDrawStyle& style) {
  const float c = style.cell;
  const float d = style.pixel_density;
  auto cell_min = [&](Cell cell) {
    return ImVec2{style.origin.x + static_cast<float>(cell.x) * c,
                  style.origin.y + static_cast<float>(cell.y) * c};
  };
  // Which building covers each cell (-1: none).
  std::vector<int> owner(static_cast<std::size_t>(std::max(0, layout.width * layout.height)), -1);
  auto owner_at = [&](int x, int y) {
    if (x < 0 || y < 0 || x >= layout.width || y >= layout.height) return -1;
    return owner[static_cast<std::size_t>(y * layout.width + x)];
  };
  for (std::size_t i = 0; i < buildings.size(); ++i) {
    for (const Cell& cell : buildings[i].cells) {
      if (cell.x < 0 || cell.y < 0 || cell.x >= layout.width || cell.y >= layout.height) continue;
      owner[static_cast<std::size_t>(cell.y * layout.width + cell.x)] = static_cast<int>(i);
    }
  }

  // Terrain, then what lies on the meadow.
  for (int y = 0; y < layout.height; ++y) {
    for (int x = 0; x < layout.width; ++x) {
      const Cell cell{x, y};
      const ImVec2 lo = cell_min(cell);
      const ImVec2 hi{lo.x + c, lo.y + c};
      draw_art(list, art, terrain_art(layout.terrain(cell)), lo, hi, d);
      if (owner_at(x, y) >= 0) continue;
      const std::string_view feature = feature_art(layout.feature(cell));
      if (!feature.empty()) {
        draw_art(list, art, feature, lo, hi, d);
      } else if (style.sticker_spots && layout.spots.test(cell)) {
        draw_art(list, art, kStickerSpotArt, lo, hi, d);
      }
    }
  }

  // Buildings: a soft shadow, the tiles, then an outline around each piece.
  const float shadow = std::max(1.0f, c * 0.06f);
  for (const PlacedBuilding& b : buildings) {
    for (const Cell& cell : b.cells) {
      const ImVec2 lo = cell_min(cell);
      list->AddRectFilled({lo.x + shadow, lo.y + shadow}, {lo.x + c + shadow, lo.y + c + shadow},
                          IM_COL32(20, 30, 10, 90));
    }
  }
  for (const PlacedBuilding& b : buildings) {
    for (const Cell& cell : b.cells)
      draw_building_cell(list, art, b.colour, cell_min(cell), c, d, style.patterns);
  }
  const float line = std::max(1.0f, c * 0.05f);
  const ImU32 outline = IM_COL32(40, 28, 18, 230);
  for (std::size_t i = 0; i < buildings.size(); ++i) {
    const int me = static_cast<int>(i);
    for (const Cell& cell : buildings[i].cells) {
      const ImVec2 lo = cell_min(cell);
      const ImVec2 hi{lo.x + c, lo.y + c};
      const float h = line * 0.5f;
      if (owner_at(cell.x, cell.y - 1) != me)
        list->AddLine({lo.x, lo.y + h}, {hi.x, lo.y + h}, outline, line);
      if (owner_at(cell.x, cell.y + 1) != me)
        list->AddLine({lo.x, hi.y - h}, {hi.x, hi.y - h}, outline, line);
      if (owner_at(cell.x - 1, cell.y) != me)
        list->AddLine({lo.x + h, lo.y}, {lo.x + h, hi.y}, outline, line);
      if (owner_at(cell.x + 1, cell.y) != me)
        list->AddLine({hi.x - h, lo.y}, {hi.x - h, hi.y}, outline, line);
    }
  }

  // Edge paths run between the cells, above everything else.
  const float band = std::max(3.0f, c * 0.26f);
  for (const EdgePath& path : layout.paths) {
    const std::string_view name = path.kind == "river" ? kRiverArt : std::string_view("railway");
    for (std::size_t k = 1; k < path.points.size(); ++k) {
      Cell from = path.points[k - 1];
      const Cell to = path.points[k];
      // One unit edge at a time so every edge gets the same texture size.
      while (!(from == to)) {
        Cell next = from;
        if (to.x != from.x)
          next.x += to.x > from.x ? 1 : -1;
        else
          next.y += to.y > from.y ? 1 : -1;
        draw_path_edge(list, art, name, cell_min(from), cell_min(next), band, d);
        from = next;
      }
    }
  }
}

}  // namespace mycity::app
