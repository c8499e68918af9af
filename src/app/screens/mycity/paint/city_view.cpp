#include "screens/mycity/paint/city_view.hpp"

#include <algorithm>

#include "paint/picture_cache.hpp"
#include "paint/svg_cache.hpp"

namespace app {

ImVec2 cell_min(const BoardDrawStyle& style, mycity::Cell c) {
  return {style.origin.x + static_cast<float>(c.x) * style.cell,
          style.origin.y + static_cast<float>(c.y) * style.cell};
}

std::vector<PlacedBuilding> buildings_of(const mycity::City& city) {
  std::vector<PlacedBuilding> out;
  for (const mycity::PlacedBuilding& b : city.buildings()) {
    PlacedBuilding drawn;
    drawn.colour = b.colour;
    b.cells.for_each([&](mycity::Cell c) { drawn.cells.push_back(c); });
    out.push_back(std::move(drawn));
  }
  return out;
}

void draw_city(ImDrawList* list, SvgCache& art, const mycity::City& city,
               const BoardDrawStyle& style) {
  const std::vector<PlacedBuilding> buildings = buildings_of(city);
  draw_board(list, art, city.layout(), buildings, style);
}

void draw_city_picture(ImDrawList* list, PictureCache& pictures, SvgCache& art,
                       const mycity::City& city, const BoardDrawStyle& style) {
  const mycity::BoardLayout& layout = city.layout();
  const ImVec2 size{style.cell * static_cast<float>(layout.width),
                    style.cell * static_cast<float>(layout.height)};
  pictures.draw(list, style.origin, size, style.pixel_density, art.generation(),
                [&](ImDrawList* into, ImVec2 origin) {
                  BoardDrawStyle at = style;
                  at.origin = origin;
                  draw_city(into, art, city, at);
                });
}

void mark_cells(ImDrawList* list, const mycity::Bitboard& cells, const BoardDrawStyle& style,
                ImU32 colour) {
  const float c = style.cell;
  const float line = std::max(2.0f, c * 0.08f);
  const ImU32 wash = (colour & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 70);
  cells.for_each([&](mycity::Cell cell) {
    const ImVec2 lo = cell_min(style, cell);
    const ImVec2 hi{lo.x + c, lo.y + c};
    list->AddRectFilled(lo, hi, wash);
    list->AddRect({lo.x + line * 0.5f, lo.y + line * 0.5f},
                  {hi.x - line * 0.5f, hi.y - line * 0.5f}, colour, 0.0f, 0, line);
    // A small corner triangle: visible without telling colours apart.
    const float t = c * 0.28f;
    list->AddTriangleFilled(lo, {lo.x + t, lo.y}, {lo.x, lo.y + t}, colour);
  });
}

}  // namespace app
