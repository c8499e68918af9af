#include "partial_redraw.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "backend_clip.hpp"
#include "opaque_fills.hpp"
#include "render_draw_data.hpp"

namespace mycity::app {
namespace {

// Fills `area` of the renderer's current target with its draw colour, without blending
// (SDL_RenderClear ignores the clip rectangle), but for `hole` (within `area`).
void clear_around(SDL_Renderer* renderer, const SDL_Rect& area,
                  const std::optional<SDL_Rect>& hole) {
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(renderer, &mode);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  if (!hole) {
    SDL_RenderFillRect(renderer, &area);
  } else {
    const int area_right = area.x + area.w;
    const int hole_right = hole->x + hole->w;
    const int hole_bottom = hole->y + hole->h;
    const SDL_Rect around[] = {
        {area.x, area.y, area.w, hole->y - area.y},                    // above
        {area.x, hole_bottom, area.w, area.y + area.h - hole_bottom},  // below
        {area.x, hole->y, hole->x - area.x, hole->h},                  // left
        {hole_right, hole->y, area_right - hole_right, hole->h},       // right
    };
    for (const SDL_Rect& r : around) {
      if (r.w > 0 && r.h > 0) SDL_RenderFillRect(renderer, &r);
    }
  }
  SDL_SetRenderDrawBlendMode(renderer, mode);
}

// The whole pixels within `lo`..`hi` (points that are pixels), a pixel in from each edge:
// SDL truncates a rectangle's position and size apart.
std::optional<SDL_Rect> inner_pixels(ImVec2 lo, ImVec2 hi) {
  const int x0 = static_cast<int>(std::ceil(lo.x)) + 1;
  const int y0 = static_cast<int>(std::ceil(lo.y)) + 1;
  const int x1 = static_cast<int>(std::floor(hi.x)) - 1;
  const int y1 = static_cast<int>(std::floor(hi.y)) - 1;
  if (x1 <= x0 || y1 <= y0) return std::nullopt;
  return SDL_Rect{x0, y0, x1 - x0, y1 - y0};
}

// The pixels the one quad of `cmd` in `list` covers whole when it is an opaque image.
std::optional<SDL_Rect> opaque_quad(const ImDrawList& list, const ImDrawCmd& cmd) {
  auto* texture = static_cast<SDL_Texture*>(cmd.GetTexID());
  SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
  if (cmd.UserCallback != nullptr || cmd.ElemCount != 6 || texture == nullptr ||
      SDL_GetTextureBlendMode(texture, &mode) != 0 || mode != SDL_BLENDMODE_NONE)
    return std::nullopt;
  const auto vertex = [&](unsigned i) -> const ImDrawVert& {
    return list.VtxBuffer[static_cast<int>(cmd.VtxOffset +
                                           list.IdxBuffer[static_cast<int>(cmd.IdxOffset + i)])];
  };
  ImVec2 lo{vertex(0).pos};
  ImVec2 hi{vertex(0).pos};
  for (unsigned i = 0; i < 6; ++i) {
    const ImDrawVert& v = vertex(i);
    if ((v.col >> IM_COL32_A_SHIFT & 0xFF) != 0xFF) return std::nullopt;
    lo = {std::min(lo.x, v.pos.x), std::min(lo.y, v.pos.y)};
    hi = {std::max(hi.x, v.pos.x), std::max(hi.y, v.pos.y)};
  }
  // Two triangles cover their bounding box only if each has three of its corners (and so
  // the two share a diagonal), as ImGui's AddImage makes them.
  for (unsigned first : {0u, 3u}) {
    int corners = 0;
    for (unsigned i = first; i < first + 3; ++i) {
      const ImVec2 p = vertex(i).pos;
      if ((p.x == lo.x || p.x == hi.x) && (p.y == lo.y || p.y == hi.y)) ++corners;
    }
    if (corners != 3) return std::nullopt;
  }
  return inner_pixels(lo, hi);
}

// The part of `covered` (pixels) in `cmd`'s clip rectangle and in `part`, if any.
std::optional<SDL_Rect> visible_in(const SDL_Rect& covered, const ImDrawCmd& cmd,
                                   const ImDrawData& data, const SDL_Rect& part) {
  const SDL_Rect clip = backend_clip_pixels(cmd.ClipRect, data);
  SDL_Rect visible;
  SDL_Rect in_part;
  if (!SDL_IntersectRect(&covered, &clip, &visible) ||
      !SDL_IntersectRect(&visible, &part, &in_part))
    return std::nullopt;
  return in_part;
}

}  // namespace

std::optional<SDL_Rect> opaque_cover(SDL_Renderer* renderer, const ImDrawData& data,
                                     const SDL_Rect& part) {
  float scale_x = 1.0f;
  float scale_y = 1.0f;
  SDL_RenderGetScale(renderer, &scale_x, &scale_y);
  if (scale_x != 1.0f || scale_y != 1.0f || data.FramebufferScale.x != 1.0f ||
      data.FramebufferScale.y != 1.0f)
    return std::nullopt;  // vertex positions may not be pixels: no shortcut
  std::optional<SDL_Rect> best;
  const auto consider = [&](const std::optional<SDL_Rect>& covered) {
    if (covered && (!best || covered->w * covered->h > best->w * best->h)) best = covered;
  };
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback != nullptr || cmd.ElemCount == 0) continue;
      if (const std::optional<SDL_Rect> quad = opaque_quad(list, cmd)) {
        consider(visible_in(*quad, cmd, data, part));
        continue;
      }
      for_each_opaque_fill(static_cast<SDL_Texture*>(cmd.GetTexID()),
                           list.VtxBuffer.Data + cmd.VtxOffset, list.IdxBuffer.Data + cmd.IdxOffset,
                           static_cast<int>(cmd.ElemCount), [&](const OpaqueFill& fill) {
                             const std::optional<SDL_Rect> filled = inner_pixels(
                                 {fill.area.x, fill.area.y},
                                 {fill.area.x + fill.area.w, fill.area.y + fill.area.h});
                             if (filled) consider(visible_in(*filled, cmd, data, part));
                           });
    }
  }
  return best;
}

bool PartialRedraw::draw(SDL_Renderer* renderer, ImDrawData& data,
                         const std::vector<SDL_Rect>& parts) {
  commands_.clear();
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImVector<ImDrawCmd>& cmds = data.CmdLists[n]->CmdBuffer;
    commands_.insert(commands_.end(), cmds.begin(), cmds.end());
  }
  const auto restore_commands = [&] {
    auto next = commands_.begin();
    for (int n = 0; n < data.CmdListsCount; ++n) {
      for (ImDrawCmd& cmd : data.CmdLists[n]->CmdBuffer) cmd = *next++;
    }
  };
  for (const SDL_Rect& part : parts) {
    if (!clip_draw_data(data, part)) return false;  // leaves `data` as it was
    keep_triangles_touching(data, part, indices_);
    clear_around(renderer, part, opaque_cover(renderer, data, part));
    render_draw_data(renderer, data);
    for (int n = 0; n < data.CmdListsCount; ++n)
      data.CmdLists[n]->IdxBuffer.swap(indices_[static_cast<std::size_t>(n)]);
    restore_commands();
  }
  return true;
}

}  // namespace mycity::app
