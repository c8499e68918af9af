#include "opaque_fills.hpp"

#include <SDL.h>

#include <array>
#include <functional>
#include <optional>

namespace mycity::app {
namespace {

using Triangle = std::array<int, 3>;  // vertex indices

Triangle triangle_at(const ImDrawIdx* indices, int triangle) {
  const ImDrawIdx* k = indices + triangle * 3;
  return {k[0], k[1], k[2]};
}

// The vertex of `t` that is neither `a` nor `b` (the first, as SDL picks it).
int third_vertex(const Triangle& t, int a, int b) {
  for (int k : t) {
    if (k != a && k != b) return k;
  }
  return t[2];
}

// The rectangle SDL 2.26's software renderer makes of two consecutive triangles
// (SDL_SW_RenderGeometryRaw), by its own tests in its own order: they share exactly two
// vertices, the current triangle's top-left and bottom-right vertices (as SDL picks them)
// make a right angle with each triangle's third vertex, and all four have one colour.
struct SdlRectangle {
  int top_left;
  int bottom_right;
};

std::optional<SdlRectangle> sdl_rectangle(const Triangle& previous, const Triangle& current,
                                          const ImDrawVert* v) {
  int shared = 0;
  for (int p : previous) {
    if (p == current[0] || p == current[1] || p == current[2]) ++shared;
  }
  if (shared != 2) return std::nullopt;
  const auto [k0, k1, k2] = current;
  const auto at_or_above_left = [&](int a, int b) {
    return v[a].pos.x <= v[b].pos.x && v[a].pos.y <= v[b].pos.y;
  };
  const auto at_or_below_right = [&](int a, int b) {
    return v[a].pos.x >= v[b].pos.x && v[a].pos.y >= v[b].pos.y;
  };
  const int top_left = at_or_above_left(k0, k1) ? (at_or_above_left(k0, k2) ? k0 : k2)
                                                : (at_or_above_left(k1, k2) ? k1 : k2);
  const int bottom_right = at_or_below_right(k0, k1) ? (at_or_below_right(k0, k2) ? k0 : k2)
                                                     : (at_or_below_right(k1, k2) ? k1 : k2);
  const ImVec2 a = v[top_left].pos;
  const ImVec2 b = v[bottom_right].pos;
  const auto right_angle = [&](int c) {
    const ImVec2 p = v[c].pos;
    return (a.x == p.x && b.y == p.y) || (a.y == p.y && b.x == p.x);
  };
  const int c = third_vertex(current, top_left, bottom_right);
  const int c2 = third_vertex(previous, top_left, bottom_right);
  if (!right_angle(c) || !right_angle(c2)) return std::nullopt;
  const ImU32 colour = v[top_left].col;
  if (v[bottom_right].col != colour || v[c].col != colour || v[c2].col != colour)
    return std::nullopt;
  return SdlRectangle{top_left, bottom_right};
}

// The area SDL would fill (not copy from the texture) for `r`, when its colour is opaque.
std::optional<SDL_FRect> opaque_fill(const SdlRectangle& r, const ImDrawVert* v,
                                     SDL_Texture* texture, SDL_Point texture_size) {
  if ((v[r.top_left].col >> IM_COL32_A_SHIFT & 0xFF) != 0xFF) return std::nullopt;
  if (texture != nullptr) {
    // SDL's source rectangle, in its own arithmetic: a copy unless it is empty.
    const auto w = static_cast<float>(texture_size.x);
    const auto h = static_cast<float>(texture_size.y);
    const int sx = static_cast<int>(v[r.top_left].uv.x * w);
    const int sy = static_cast<int>(v[r.top_left].uv.y * h);
    const int sw = static_cast<int>(v[r.bottom_right].uv.x * w - static_cast<float>(sx));
    const int sh = static_cast<int>(v[r.bottom_right].uv.y * h - static_cast<float>(sy));
    if (sw != 0 && sh != 0) return std::nullopt;
  }
  const ImVec2 a = v[r.top_left].pos;
  const ImVec2 b = v[r.bottom_right].pos;
  const SDL_FRect area{a.x, a.y, b.x - a.x, b.y - a.y};
  if (area.w == 0.0f || area.h == 0.0f) return std::nullopt;  // SDL draws nothing
  return area;
}

// The renderer's draw colour and blend mode, put back when this goes.
class DrawStateKeeper {
 public:
  explicit DrawStateKeeper(SDL_Renderer* renderer) : renderer_(renderer) {
    SDL_GetRenderDrawColor(renderer, &r_, &g_, &b_, &a_);
    SDL_GetRenderDrawBlendMode(renderer, &mode_);
  }
  ~DrawStateKeeper() {
    SDL_SetRenderDrawColor(renderer_, r_, g_, b_, a_);
    SDL_SetRenderDrawBlendMode(renderer_, mode_);
  }
  DrawStateKeeper(const DrawStateKeeper&) = delete;
  DrawStateKeeper& operator=(const DrawStateKeeper&) = delete;

 private:
  SDL_Renderer* renderer_;
  Uint8 r_ = 0, g_ = 0, b_ = 0, a_ = 0;
  SDL_BlendMode mode_ = SDL_BLENDMODE_NONE;
};

}  // namespace

void for_each_opaque_fill(SDL_Texture* texture, const ImDrawVert* vertices,
                          const ImDrawIdx* indices, int index_count,
                          const std::function<void(const OpaqueFill&)>& visit) {
  SDL_Point texture_size{0, 0};
  if (texture != nullptr)
    SDL_QueryTexture(texture, nullptr, nullptr, &texture_size.x, &texture_size.y);
  int previous = -1;  // SDL's unpaired triangle, if any
  const int triangles = index_count / 3;
  for (int t = 0; t < triangles; ++t) {
    if (previous < 0) {
      previous = t;
      continue;
    }
    const std::optional<SdlRectangle> rectangle =
        sdl_rectangle(triangle_at(indices, previous), triangle_at(indices, t), vertices);
    if (!rectangle) {
      previous = t;  // SDL draws the previous triangle as a triangle
      continue;
    }
    if (const std::optional<SDL_FRect> area =
            opaque_fill(*rectangle, vertices, texture, texture_size))
      visit(OpaqueFill{previous * 3, *area, vertices[rectangle->top_left].col});
    previous = -1;  // SDL pairs afresh after a rectangle
  }
}

int draw_triangles(SDL_Renderer* renderer, SDL_Texture* texture, const ImDrawVert* vertices,
                   int vertex_count, const ImDrawIdx* indices, int index_count,
                   bool software_renderer) {
  const auto* base = reinterpret_cast<const char*>(vertices);
  // Hands SDL the indices [from, to) as one call.
  const auto draw_as_sdl_would = [&](int from, int to) {
    if (to <= from) return;
    SDL_RenderGeometryRaw(
        renderer, texture, reinterpret_cast<const float*>(base + offsetof(ImDrawVert, pos)),
        sizeof(ImDrawVert), reinterpret_cast<const SDL_Color*>(base + offsetof(ImDrawVert, col)),
        sizeof(ImDrawVert), reinterpret_cast<const float*>(base + offsetof(ImDrawVert, uv)),
        sizeof(ImDrawVert), vertex_count, indices + from, to - from, sizeof(ImDrawIdx));
  };

  if (!software_renderer) {
    draw_as_sdl_would(0, index_count);
    return 0;
  }
  std::optional<DrawStateKeeper> keeper;  // made at the first fill
  int filled = 0;
  int unsent = 0;  // the first index not yet handed to SDL
  for_each_opaque_fill(texture, vertices, indices, index_count, [&](const OpaqueFill& fill) {
    // SDL starts pairing afresh after a rectangle: a call cut here pairs alike.
    draw_as_sdl_would(unsent, fill.first_index);
    if (!keeper) keeper.emplace(renderer);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer, fill.colour & 0xFF, (fill.colour >> 8) & 0xFF,
                           (fill.colour >> 16) & 0xFF, 0xFF);
    SDL_RenderFillRectF(renderer, &fill.area);
    // SDL leaves blending on for the rest of its call after a fill of its own, and
    // triangles without a texture are drawn in the renderer's blend mode.
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    unsent = fill.first_index + 6;
    ++filled;
  });
  draw_as_sdl_would(unsent, index_count - index_count % 3);
  return filled;
}

}  // namespace mycity::app
