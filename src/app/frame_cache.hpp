// The window's picture kept between frames, so that a frame redraws only what changed.
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <cstdint>
#include <vector>

#include "draw_snapshot.hpp"
#include "partial_redraw.hpp"
#include "texture_redraws.hpp"

struct SDL_Renderer;
struct SDL_Texture;

namespace mycity::app {

// Why: with SDL's software renderer (machines without a GPU) each full-window layer of a
// 1080p frame costs 1.3–3.4 ms, while most frames change a few hundred pixels (a hover, the
// ghost building following the pointer). The frame is kept where it was drawn; the next
// frame compares its draw data with this one's (DrawSnapshot), and clears and redraws only
// the rectangles around the differences (every command clipped to each in turn). The
// software renderer keeps the window's pixels between frames, so the frame is drawn on the
// window itself; other renderers' back buffers do not, so there it is drawn into a target
// texture the window's size, copied whole to the window each frame.
class FrameCache {
 public:
  FrameCache(SDL_Renderer* renderer, TextureRedraws& redraws);
  ~FrameCache();
  FrameCache(const FrameCache&) = delete;
  FrameCache& operator=(const FrameCache&) = delete;

  // Draws ImGui's frame on the window (not presented): the part that changed since the last
  // frame, on the window or into the texture (then copied whole). `clear_colour` (IM_COL32)
  // is under everything; `data` is as it was afterwards. Without target textures (a
  // renderer that has none) it clears the window and draws the whole frame on it.
  void draw(ImDrawData& data, std::uint32_t clear_colour);
  // Draws the last frame again on the window, whole, without the cache's help: the pixels
  // draw() should have made (tests compare the two).
  void redraw_whole();
  // The renderer lost its textures' contents: the next frame is drawn whole.
  void forget() { snapshot_.clear(); }
  // The window may have lost its picture (shown again, exposed, resized): where the frame is
  // kept on the window, the next frame is drawn whole.
  void window_changed() {
    if (on_window_) forget();
  }
  // From now on the frame is kept in a target texture, as for renderers whose window does
  // not keep its pixels (the tests check that path with the software renderer).
  void keep_in_texture() {
    on_window_ = false;
    forget();
  }
  // Every frame drawn whole (no comparison with the last one): for measuring.
  void set_always_whole(bool on) { always_whole_ = on; }

  // What the last draw() redrew, in pixels, as rectangles (they may overlap): one the
  // window's size, a few inside it, or none.
  const std::vector<SDL_Rect>& last_damage() const { return last_damage_; }

 private:
  // The texture at the window's size; false if the renderer cannot make one.
  bool ensure_target(int width, int height);
  // Where the next frame is drawn: the window, or the texture (false if the renderer
  // cannot make one).
  bool select_picture(int width, int height);
  // Copies the texture to the window, when the frame is kept in one.
  void show_target();

  SDL_Renderer* renderer_;
  TextureRedraws& redraws_;
  SDL_Texture* target_ = nullptr;
  bool no_targets_ = false;  // the renderer cannot draw into textures
  // The frame is kept on the window (the software renderer), not in target_. Why: copying
  // the damaged parts from a texture cost about 1.3 ms of a 1080p turn change.
  bool on_window_ = false;
  SDL_Point window_size_{0, 0};  // the window's size when on_window_ drew the last frame
  DrawSnapshot snapshot_;
  std::uint32_t clear_colour_ = 0;
  bool always_whole_ = false;
  std::vector<SDL_Rect> last_damage_;
  PartialRedraw partial_redraw_;
};

}  // namespace mycity::app
