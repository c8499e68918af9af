// Art of the SVG cache drawn into an ImGui draw list at a rectangle of window points,
// rasterised for the pixel density: every game's boards and cards draw their art this way.
#pragma once

#include <string_view>

#include <imgui.h>

struct SDL_Texture;

namespace app {

class SvgCache;

// `points` at `density` pixels a point, rounded to whole pixels, at least 1.
int to_pixels(float points, float density);

// The ImGui texture id of an SDL texture (the renderer backend's).
inline ImTextureID as_texture_id(SDL_Texture* texture) {
  return static_cast<ImTextureID>(texture);
}

// The texture draw_art() shows for `name` at that rectangle, rasterised now if it is not
// yet (SvgCache); nullptr if the art cannot be had.
SDL_Texture* art_texture(SvgCache& art, std::string_view name, ImVec2 min, ImVec2 max,
                         float pixel_density);

// Any art image at a point rectangle, rasterised for the pixel density. False (nothing
// drawn) when the art cannot be had, so the caller may draw a plain stand-in.
bool draw_art(ImDrawList* list, SvgCache& art, std::string_view name, ImVec2 min, ImVec2 max,
              float pixel_density, ImU32 tint = IM_COL32_WHITE);

}  // namespace app
