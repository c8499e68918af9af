// Grows a damage rectangle over the stretched images it cuts through.
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <functional>
#include <vector>

namespace mycity::app {

// Why: SDL's software renderer draws a textured rectangle whose size in pixels differs from
// its size in texels (art stretched to a cell, glyphs of an oversampled font) as a scaled
// blit, and a scaled blit cut by the clip rectangle samples the texture at other points than
// the whole blit would (SDL computes the source rectangle of the clipped part). So a
// stretched image that the damage rectangle cuts through would be drawn a little differently
// inside it than around it. This returns `damage` grown, until nothing is cut any more, to
// take in every stretched image it touches (as far as the image's own clip rectangle lets it
// draw); `texture_size` gives a texture's size in texels. Triangles whose texture
// coordinates are all the same (ImGui's solid fills use one white texel) are not images.
SDL_Rect take_in_stretched_images(const ImDrawData& data, SDL_Rect damage,
                                  const std::function<SDL_Point(ImTextureID)>& texture_size);

// Grows every rectangle of `damage` as above, cut to `bounds`, and merges two that then cost
// hardly more as one (kPixelSlack, merge_rule.hpp), until none do.
void take_in_stretched_images(const ImDrawData& data, std::vector<SDL_Rect>& damage,
                              const SDL_Rect& bounds);

}  // namespace mycity::app
