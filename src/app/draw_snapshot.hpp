// A copy of one frame's ImGui draw data, kept until the next frame to see what changed.
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "draw_diff.hpp"

struct SDL_Renderer;

namespace mycity::app {

// Pixels to grow damage() by. ImGui's antialiasing fringes are vertices of their own,
// inside the box; SDL rounds vertex positions to pixels, and its rectangle path truncates
// them, so a pixel on each side would do.
inline constexpr int kDamageMargin = 2;

class DrawSnapshot {
 public:
  // Copies `data` (ImGui reuses its buffers for the next frame).
  void take(const ImDrawData& data);
  // Forgets the frame: damage() says "all" until the next take().
  void clear() { taken_ = false; }
  bool taken() const { return taken_; }
  // The snapshot's list `n` (< the number of lists taken).
  DrawListView list(std::size_t n) const { return lists_[n].view(); }

  // The pixels (framebuffer coordinates, cut to `bounds`) where `data` draws differently from
  // the snapshot: a rectangle per cluster of changed triangles of each draw list (ImGui makes
  // one per window; lists are matched by their window's name, in order, and a list without a
  // match is changed everywhere it draws), grown by `margin` for the fringes of the
  // rasteriser, merged where one costs hardly more than two (kPixelSlack, merge_rule.hpp);
  // they may overlap. None when nothing changed. nullopt when it cannot
  // tell (nothing taken, another display size, position or scale, a UserCallback command),
  // which means all.
  std::optional<std::vector<SDL_Rect>> damage(const ImDrawData& data, const SDL_Rect& bounds,
                                              int margin) const;

  // Draws the snapshot again with `renderer` (no clearing): the frame exactly as it was
  // handed to render_draw_data(), before any clipping to damage.
  void render(SDL_Renderer* renderer) const;

 private:
  struct List {
    std::vector<ImDrawVert> vtx;
    std::vector<ImDrawIdx> idx;
    std::vector<ImDrawCmd> cmds;
    std::string owner;  // the window's name: lists are matched by it
    DrawListView view() const { return {vtx, idx, cmds}; }
  };

  std::vector<List> lists_;
  ImVec2 display_pos_{0, 0};
  ImVec2 display_size_{0, 0};
  ImVec2 framebuffer_scale_{0, 0};
  bool has_callback_ = false;
  bool taken_ = false;
};

}  // namespace mycity::app
