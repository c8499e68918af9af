// What was redrawn in textures whose content changes while the SDL_Texture stays the same
// (MenuBackdrop's picture, the boards' pictures, the font atlas rebuilt for a new scale).
#pragma once

#include <SDL_rect.h>

#include <optional>
#include <utility>
#include <vector>

namespace mycity::app {

// Why: the frame cache (frame_cache.hpp) decides what to redraw from ImGui's draw data,
// which names a texture but says nothing about its pixels; a texture redrawn in place looks
// unchanged there. Whoever redraws a texture in place tells this, and the next frame redraws
// the window where that texture shows.
class TextureRedraws {
 public:
  // A texture that may show anywhere was redrawn: the next frame is drawn whole.
  void note_all() { all_ = true; }
  // A texture shown only at `window_pixels` changed there.
  void note(const SDL_Rect& window_pixels) { parts_.push_back(window_pixels); }

  // What was noted since the last take(), for one frame: nullopt for all.
  std::optional<std::vector<SDL_Rect>> take() {
    std::vector<SDL_Rect> parts;
    parts.swap(parts_);
    if (std::exchange(all_, false)) return std::nullopt;
    return parts;
  }

 private:
  bool all_ = false;
  std::vector<SDL_Rect> parts_;
};

}  // namespace mycity::app
