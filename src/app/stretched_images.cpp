#include "stretched_images.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "backend_clip.hpp"
#include "damage_rects.hpp"
#include "merge_rule.hpp"

namespace mycity::app {
namespace {

bool inside(const SDL_Rect& inner, const SDL_Rect& outer) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
         inner.y + inner.h <= outer.y + outer.h;
}

// SDL blits a quad only if its texture coordinates follow its corners without turning (a
// quarter-turned quad is drawn as triangles, which clip exactly): where two corners share an
// x (a y), their texture coordinates share a u (a v).
bool unturned(const ImDrawVert* v[3]) {
  for (int i = 0; i < 3; ++i) {
    const ImDrawVert& a = *v[i];
    const ImDrawVert& b = *v[(i + 1) % 3];
    if ((a.pos.x == b.pos.x && a.uv.x != b.uv.x) || (a.pos.y == b.pos.y && a.uv.y != b.uv.y))
      return false;
  }
  return true;
}

// The pixels a stretched triangle may touch (rounded out by one for SDL's conversions of
// its rectangle to ints), cut to what its command may draw; empty if it is not stretched.
SDL_Rect stretched_pixels(const ImDrawVert* v[3], SDL_Point texels, const SDL_Rect& allowed,
                          const ImDrawData& data) {
  ImVec2 pos_min = v[0]->pos;
  ImVec2 pos_max = v[0]->pos;
  ImVec2 uv_min = v[0]->uv;
  ImVec2 uv_max = v[0]->uv;
  for (int k = 1; k < 3; ++k) {
    pos_min = {std::min(pos_min.x, v[k]->pos.x), std::min(pos_min.y, v[k]->pos.y)};
    pos_max = {std::max(pos_max.x, v[k]->pos.x), std::max(pos_max.y, v[k]->pos.y)};
    uv_min = {std::min(uv_min.x, v[k]->uv.x), std::min(uv_min.y, v[k]->uv.y)};
    uv_max = {std::max(uv_max.x, v[k]->uv.x), std::max(uv_max.y, v[k]->uv.y)};
  }
  const SDL_Rect none{0, 0, 0, 0};
  if (uv_min.x == uv_max.x && uv_min.y == uv_max.y) return none;  // one texel: a solid fill
  if (!unturned(v)) return none;
  const ImVec2 scale = data.FramebufferScale;
  const float px_w = (pos_max.x - pos_min.x) * scale.x;
  const float px_h = (pos_max.y - pos_min.y) * scale.y;
  const float tx_w = (uv_max.x - uv_min.x) * static_cast<float>(texels.x);
  const float tx_h = (uv_max.y - uv_min.y) * static_cast<float>(texels.y);
  // Exactly the same size, as SDL truncates sizes: 12.9999 pixels for 13 texels is a stretch.
  if (px_w == tx_w && px_h == tx_h) return none;
  const ImVec2 off = data.DisplayPos;
  const float bound = 1e6f;  // keeps the conversions to int defined
  const auto lo = [&](float v, float o, float s) {
    return static_cast<int>(std::floor(std::clamp((v - o) * s, -bound, bound))) - 1;
  };
  const auto hi = [&](float v, float o, float s) {
    return static_cast<int>(std::ceil(std::clamp((v - o) * s, -bound, bound))) + 1;
  };
  const int x0 = lo(pos_min.x, off.x, scale.x);
  const int y0 = lo(pos_min.y, off.y, scale.y);
  const SDL_Rect touched{x0, y0, hi(pos_max.x, off.x, scale.x) - x0,
                         hi(pos_max.y, off.y, scale.y) - y0};
  SDL_Rect cut = none;
  return SDL_IntersectRect(&touched, &allowed, &cut) ? cut : none;
}

// One pass: `damage` grown over the stretched triangles it cuts; true if it grew.
bool grow_once(const ImDrawData& data, SDL_Rect& damage,
               const std::function<SDL_Point(ImTextureID)>& texture_size) {
  bool grew = false;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback != nullptr || cmd.TextureId == nullptr) continue;
      const SDL_Rect allowed = backend_clip_pixels(cmd.ClipRect, data);
      if (!SDL_HasIntersection(&allowed, &damage)) continue;
      const SDL_Point texels = texture_size(cmd.TextureId);
      for (unsigned e = 0; e + 2 < cmd.ElemCount; e += 3) {
        const ImDrawVert* v[3];
        for (unsigned k = 0; k < 3; ++k)
          v[k] = &list.VtxBuffer[static_cast<int>(
              cmd.VtxOffset + list.IdxBuffer[static_cast<int>(cmd.IdxOffset + e + k)])];
        const SDL_Rect image = stretched_pixels(v, texels, allowed, data);
        if (SDL_RectEmpty(&image) || !SDL_HasIntersection(&image, &damage) || inside(image, damage))
          continue;
        SDL_UnionRect(&damage, &image, &damage);
        grew = true;
      }
    }
  }
  return grew;
}

}  // namespace

SDL_Rect take_in_stretched_images(const ImDrawData& data, SDL_Rect damage,
                                  const std::function<SDL_Point(ImTextureID)>& texture_size) {
  while (grow_once(data, damage, texture_size)) {
  }
  return damage;
}

void take_in_stretched_images(const ImDrawData& data, std::vector<SDL_Rect>& damage,
                              const SDL_Rect& bounds) {
  const auto texture_size = [](ImTextureID id) {
    SDL_Point size{0, 0};
    SDL_QueryTexture(static_cast<SDL_Texture*>(id), nullptr, nullptr, &size.x, &size.y);
    return size;
  };
  // Growing a rectangle over stretched images can make it take in another; merged, the
  // bigger one may cut more images.
  for (bool again = true; again;) {
    for (SDL_Rect& r : damage) {
      const SDL_Rect grown = take_in_stretched_images(data, r, texture_size);
      SDL_IntersectRect(&grown, &bounds, &r);
    }
    again = merge_where_cheaper(damage, kPixelSlack);
  }
}

}  // namespace mycity::app
