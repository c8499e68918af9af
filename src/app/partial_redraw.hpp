// Redrawing parts of a render target: each part cleared and drawn with only the commands and
// triangles that touch it (the frame cache's damage, a ListPicture updated in place).
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <optional>
#include <vector>

struct SDL_Renderer;

namespace mycity::app {

// The largest rectangle of `part` (pixels) that `data` covers whole with something opaque:
// an image of one quad (ImGui's AddImage: a board's or a thumbnail's picture) whose texture
// is drawn without blending (SDL_BLENDMODE_NONE) in an opaque vertex colour, or a rectangle
// of an opaque colour (for_each_opaque_fill: a panel's background), within its clip
// rectangle, a pixel in from its edges (SDL rounds them). Clearing that rectangle first is
// wasted: it is overwritten (about 0.6 ms of a 1080p hand-off).
std::optional<SDL_Rect> opaque_cover(SDL_Renderer* renderer, const ImDrawData& data,
                                     const SDL_Rect& part);

class PartialRedraw {
 public:
  // Redraws `parts` (pixels; they may overlap) of the renderer's current target: each filled
  // with the renderer's draw colour, without blending, but where something opaque covers it
  // (opaque_cover), then `data` drawn clipped to it exactly as a whole redraw draws it
  // there. False if a clip rectangle cannot be made:
  // `data` is left as it was, the parts drawn so far are right, and the caller draws all.
  bool draw(SDL_Renderer* renderer, ImDrawData& data, const std::vector<SDL_Rect>& parts);

 private:
  // Scratch buffers kept between calls (a frame's commands and indices are large).
  std::vector<ImDrawCmd> commands_;           // the data's own commands, restored after each part
  std::vector<ImVector<ImDrawIdx>> indices_;  // per list, the triangles a part draws
};

}  // namespace mycity::app
