// Triangles drawn as SDL's software renderer draws them, with its opaque rectangle fills
// made without blending.
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <functional>

struct SDL_Renderer;
struct SDL_Texture;

namespace mycity::app {

// Why: SDL 2.26's software renderer draws two consecutive triangles that make an
// axis-aligned rectangle of one colour as a rectangle: a copy when they span a texture
// area, a fill when they do not (ImGui's solid shapes sample one white texel). It makes
// every such fill with blending, even of an opaque colour: a blend per pixel, several times
// the cost of a plain fill (0.45 ms for the hand-off's panel at 1080p). Blending an opaque
// colour gives that colour, so this fills those rectangles without blending and hands SDL
// everything else as it was, in the same order, cut only where SDL's own pairing of
// triangles starts afresh: the same pixels (tests/app/opaque_fills_test.cpp).
//
// `indices` (`index_count`, a multiple of 3) index `vertices` (`vertex_count`). With
// `software_renderer` false (other renderers make no rectangles) it is one
// SDL_RenderGeometryRaw call. The renderer's draw colour and blend mode are as they were
// afterwards. Returns how many rectangles were filled without blending.
int draw_triangles(SDL_Renderer* renderer, SDL_Texture* texture, const ImDrawVert* vertices,
                   int vertex_count, const ImDrawIdx* indices, int index_count,
                   bool software_renderer);

// A rectangle draw_triangles() fills without blending: the two triangles from index
// `first_index` (6 indices), the area SDL fills (before its rounding to pixels), the colour.
struct OpaqueFill {
  int first_index = 0;
  SDL_FRect area{};
  ImU32 colour = 0;
};
// Each such rectangle of those triangles, in drawing order.
void for_each_opaque_fill(SDL_Texture* texture, const ImDrawVert* vertices,
                          const ImDrawIdx* indices, int index_count,
                          const std::function<void(const OpaqueFill&)>& visit);

}  // namespace mycity::app
