// A count of redraws of textures whose content changes while the SDL_Texture stays the same
// (MenuBackdrop's picture, the font atlas rebuilt for a new scale).
#pragma once

#include <cstdint>

namespace mycity::app {

// Why: the frame cache (frame_cache.hpp) decides what to redraw from ImGui's draw data,
// which names a texture but says nothing about its pixels; a texture redrawn in place looks
// unchanged there. Whoever redraws a texture in place calls note(); the cache then redraws
// the whole frame.
class TextureRedraws {
 public:
  void note() { ++count_; }
  std::uint64_t count() const { return count_; }

 private:
  std::uint64_t count_ = 0;
};

}  // namespace mycity::app
