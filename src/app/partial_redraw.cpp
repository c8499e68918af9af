#include "partial_redraw.hpp"

#include <SDL.h>

#include "backend_clip.hpp"
#include "render_draw_data.hpp"

namespace mycity::app {
namespace {

// Fills `area` of the renderer's current target with its draw colour, without blending
// (SDL_RenderClear ignores the clip rectangle).
void clear_area(SDL_Renderer* renderer, const SDL_Rect& area) {
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(renderer, &mode);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  SDL_RenderFillRect(renderer, &area);
  SDL_SetRenderDrawBlendMode(renderer, mode);
}

}  // namespace

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
    clear_area(renderer, part);
    render_draw_data(renderer, data);
    for (int n = 0; n < data.CmdListsCount; ++n)
      data.CmdLists[n]->IdxBuffer.swap(indices_[static_cast<std::size_t>(n)]);
    restore_commands();
  }
  return true;
}

}  // namespace mycity::app
