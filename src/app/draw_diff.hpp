// Where two versions of one ImGui draw list draw differently: the job of the frame cache's
// damage rectangle (frame_cache.hpp), as a pure function of plain arrays.
#pragma once

#include <imgui.h>

#include <cfloat>
#include <span>

namespace mycity::app {

// One draw list as the renderer backend reads it.
struct DrawListView {
  std::span<const ImDrawVert> vtx;
  std::span<const ImDrawIdx> idx;
  std::span<const ImDrawCmd> cmds;
};

// An axis-aligned box in draw-list coordinates (ImGui points). A box of zero width or height
// is not empty: a degenerate triangle there may still touch a row of pixels.
struct DrawBox {
  ImVec2 min{FLT_MAX, FLT_MAX};
  ImVec2 max{-FLT_MAX, -FLT_MAX};
  bool empty() const { return min.x > max.x || min.y > max.y; }
  // Grows to take in `other`.
  void unite(const DrawBox& other);
};

// A list draws its triangles in order, each with its command's texture and clip rectangle.
// The two lists' common prefix and common suffix of triangles (same texture, clip rectangle
// and vertices: position, uv, colour) draw the same pixels; the box returned bounds the
// triangles between them, of both lists, each cut to its clip rectangle. Outside that box
// the two lists draw the same pixels. Empty when they are the same. Commands with a
// UserCallback are not drawing triangles: the caller must not rely on this for such lists.
DrawBox changed_box(const DrawListView& before, const DrawListView& after);

}  // namespace mycity::app
