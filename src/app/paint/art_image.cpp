#include "paint/art_image.hpp"

#include <algorithm>
#include <cmath>

#include "paint/svg_cache.hpp"

namespace app {

int to_pixels(float points, float density) {
  return std::max(1, static_cast<int>(std::lround(points * density)));
}

SDL_Texture* art_texture(SvgCache& art, std::string_view name, ImVec2 min, ImVec2 max,
                         float pixel_density) {
  return art.get(name, to_pixels(max.x - min.x, pixel_density),
                 to_pixels(max.y - min.y, pixel_density));
}

bool draw_art(ImDrawList* list, SvgCache& art, std::string_view name, ImVec2 min, ImVec2 max,
              float pixel_density, ImU32 tint) {
  SDL_Texture* tex = art_texture(art, name, min, max, pixel_density);
  if (tex == nullptr) return false;
  list->AddImage(as_texture_id(tex), min, max, {0, 0}, {1, 1}, tint);
  return true;
}

}  // namespace app
