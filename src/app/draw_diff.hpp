// Where two versions of one ImGui draw list draw differently: the job of the frame cache's
// damage rectangle (frame_cache.hpp), as a pure function of plain arrays.
#pragma once

#include <imgui.h>

#include <cfloat>
#include <span>
#include <vector>

#include "merge_rule.hpp"

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
// cover those triangles, one per cluster of them: two boxes are one when one box over both
// covers at most `kClusterSlack` more area than the two (what both cover counted once;
// merge_rule.hpp), the triangles of each gap clustered among themselves first. So the old
// and new places of something that moved far (the ghost building jumping across the board)
// are two boxes, not one over both and all between; and boxes may overlap. Outside the
// boxes the two lists draw the same pixels. None when they are the same. Commands with a
// UserCallback are not drawing triangles: the caller must not rely on this for such lists.
std::vector<DrawBox> changed_boxes(const DrawListView& before, const DrawListView& after);

}  // namespace mycity::app
