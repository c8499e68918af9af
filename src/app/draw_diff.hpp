// Where two versions of one ImGui draw list draw differently: the job of the frame cache's
// damage rectangle (frame_cache.hpp), as a pure function of plain arrays.
#pragma once

#include <imgui.h>

#include <cfloat>
#include <span>
#include <vector>

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
// and vertices: position, uv, colour) draw the same pixels; so do, between them, commands
// drawn alike in both lists in the same order (a longest common subsequence), and the
// common prefix and suffix of each gap between those. The triangles left, of both lists,
// each cut to its clip rectangle, are where they may differ. The boxes returned
// cover those triangles, one per cluster of them: boxes that overlap, or that would cover at
// most `kClusterSlack` more area as one box, are one box. So the old and new places of
// something that moved far (the ghost building jumping across the board) are two boxes, not
// one over both and all between. Outside the boxes the two lists draw the same pixels. None
// when they are the same. Commands with a UserCallback are not drawing triangles: the
// caller must not rely on this for such lists.
// Why the slack is large: each box costs the frame cache a pass over the whole frame, which
// costs more than redrawing a few ten thousand pixels more (measured: splitting the side
// panel's text lines, 5 to 20 points apart, into boxes of their own made the 1080p pointer
// sweep 0.3 ms slower on average and 1.5 ms at p99).
inline constexpr float kClusterSlack = 256.0f * 256.0f;  // square points
std::vector<DrawBox> changed_boxes(const DrawListView& before, const DrawListView& after);

}  // namespace mycity::app
