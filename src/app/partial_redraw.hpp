// Redrawing parts of a render target: each part cleared and drawn with only the commands and
// triangles that touch it (the frame cache's damage, a ListPicture updated in place).
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <vector>

struct SDL_Renderer;

namespace mycity::app {

class PartialRedraw {
 public:
  // Redraws `parts` (pixels, not overlapping) of the renderer's current target: each filled
  // with the renderer's draw colour, without blending, then `data` drawn clipped to it
  // exactly as a whole redraw draws it there. False if a clip rectangle cannot be made:
  // `data` is left as it was, the parts drawn so far are right, and the caller draws all.
  bool draw(SDL_Renderer* renderer, ImDrawData& data, const std::vector<SDL_Rect>& parts);

 private:
  // Scratch buffers kept between calls (a frame's commands and indices are large).
  std::vector<ImDrawCmd> commands_;           // the data's own commands, restored after each part
  std::vector<ImVector<ImDrawIdx>> indices_;  // per list, the triangles a part draws
};

}  // namespace mycity::app
