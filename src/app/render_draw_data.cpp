#include "render_draw_data.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstddef>
#include <vector>

#include "backend_clip.hpp"
#include "opaque_fills.hpp"

namespace mycity::app {
namespace {

// The backend's ImGui_ImplSDLRenderer_SetupRenderState (static there).
void reset_render_state(SDL_Renderer* renderer) {
  SDL_RenderSetViewport(renderer, nullptr);
  SDL_RenderSetClipRect(renderer, nullptr);
}

// How vertex positions become the renderer's pixels: (position - offset) * scale.
struct Projection {
  ImVec2 offset{0, 0};
  ImVec2 scale{1, 1};
  bool identity() const { return offset.x == 0 && offset.y == 0 && scale.x == 1 && scale.y == 1; }
};

// Scratch buffers kept for one render_draw_data() call.
struct Scratch {
  std::vector<ImDrawIdx> rebased;
  std::vector<ImDrawVert> projected;
};

// Draws `cmd` of `list` with only the vertices its indices reach, projected.
void draw_command(SDL_Renderer* renderer, const ImDrawList& list, const ImDrawCmd& cmd,
                  const Projection& projection, Scratch& scratch, bool software_renderer) {
  const ImDrawIdx* indices = list.IdxBuffer.Data + cmd.IdxOffset;
  const auto [lowest, highest] = std::minmax_element(indices, indices + cmd.ElemCount);
  const int available = list.VtxBuffer.Size - static_cast<int>(cmd.VtxOffset);
  // SDL refuses fewer than 3 vertices, which a degenerate triangle could reach.
  const int count = std::max(static_cast<int>(*highest) - *lowest + 1, 3);
  const int first = std::min(static_cast<int>(*lowest), available - count);
  if (first < 0) return;  // the backend's call would have failed the same way
  std::vector<ImDrawIdx>& rebased = scratch.rebased;
  rebased.resize(cmd.ElemCount);
  for (unsigned i = 0; i < cmd.ElemCount; ++i)
    rebased[i] = static_cast<ImDrawIdx>(indices[i] - first);
  const ImDrawVert* vertices = list.VtxBuffer.Data + cmd.VtxOffset + first;
  if (!projection.identity()) {
    scratch.projected.assign(vertices, vertices + count);
    for (ImDrawVert& v : scratch.projected) {
      v.pos = {(v.pos.x - projection.offset.x) * projection.scale.x,
               (v.pos.y - projection.offset.y) * projection.scale.y};
    }
    vertices = scratch.projected.data();
  }
  draw_triangles(renderer, static_cast<SDL_Texture*>(cmd.GetTexID()), vertices, count,
                 rebased.data(), static_cast<int>(cmd.ElemCount), software_renderer);
}

}  // namespace

void render_draw_data(SDL_Renderer* renderer, const ImDrawData& data) {
  // The app never gives the renderer a scale of its own (SDL_RenderSetScale), so the
  // backend projects clip rectangles with the framebuffer scale, as backend_clip_pixels()
  // does. It hands SDL the vertices in points, though (ImGui 1.86): at a pixel density
  // other than 1 the frame would be drawn at the wrong size. Here they are projected alike.
  if (static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x) == 0 ||
      static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y) == 0)
    return;  // minimised

  SDL_Rect old_viewport;
  SDL_Rect old_clip;
  const bool old_clip_enabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  SDL_RenderGetViewport(renderer, &old_viewport);
  SDL_RenderGetClipRect(renderer, &old_clip);

  SDL_RendererInfo info;
  const bool software_renderer =
      SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
  const Projection projection{data.DisplayPos, data.FramebufferScale};
  Scratch scratch;
  reset_render_state(renderer);
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback != nullptr) {
        if (cmd.UserCallback == ImDrawCallback_ResetRenderState)
          reset_render_state(renderer);
        else
          cmd.UserCallback(&list, &cmd);
        continue;
      }
      const SDL_Rect clip = backend_clip_pixels(cmd.ClipRect, data);
      if (clip.w <= 0 || clip.h <= 0 || cmd.ElemCount == 0) continue;
      SDL_RenderSetClipRect(renderer, &clip);
      draw_command(renderer, list, cmd, projection, scratch, software_renderer);
    }
  }
  SDL_RenderSetViewport(renderer, &old_viewport);
  SDL_RenderSetClipRect(renderer, old_clip_enabled ? &old_clip : nullptr);
}

void set_opaque_draw_colour(SDL_Renderer* renderer, ImU32 colour) {
  SDL_SetRenderDrawColor(renderer, colour & 0xFF, (colour >> 8) & 0xFF, (colour >> 16) & 0xFF, 255);
}

}  // namespace mycity::app
