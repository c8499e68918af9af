#include "draw_diff.hpp"

#include <algorithm>
#include <cstring>

namespace mycity::app {
namespace {

// Vertices are compared byte by byte (position, uv, colour), so there must be no padding.
static_assert(sizeof(ImDrawVert) == 2 * sizeof(ImVec2) + sizeof(ImU32));

bool same_state(const ImDrawCmd& a, const ImDrawCmd& b) {
  return a.TextureId == b.TextureId && a.ClipRect.x == b.ClipRect.x &&
         a.ClipRect.y == b.ClipRect.y && a.ClipRect.z == b.ClipRect.z &&
         a.ClipRect.w == b.ClipRect.w;
}

const ImDrawVert& vertex(const DrawListView& list, const ImDrawCmd& cmd, std::size_t element) {
  return list.vtx[cmd.VtxOffset + list.idx[cmd.IdxOffset + element]];
}

bool same_triangle(const DrawListView& a, const ImDrawCmd& ca, std::size_t ta,
                   const DrawListView& b, const ImDrawCmd& cb, std::size_t tb) {
  for (std::size_t k = 0; k < 3; ++k) {
    if (std::memcmp(&vertex(a, ca, 3 * ta + k), &vertex(b, cb, 3 * tb + k), sizeof(ImDrawVert)) !=
        0)
      return false;
  }
  return true;
}

std::size_t triangle_count(const DrawListView& list) {
  std::size_t n = 0;
  for (const ImDrawCmd& cmd : list.cmds) n += cmd.ElemCount / 3;
  return n;
}

// How many triangles, from the first, the two lists draw alike. `from_end`: counted from the
// last instead, at most `limit`.
std::size_t common_run(const DrawListView& a, const DrawListView& b, bool from_end,
                       std::size_t limit) {
  std::size_t run = 0;
  const std::size_t commands = std::min(a.cmds.size(), b.cmds.size());
  for (std::size_t k = 0; k < commands; ++k) {
    const ImDrawCmd& ca = a.cmds[from_end ? a.cmds.size() - 1 - k : k];
    const ImDrawCmd& cb = b.cmds[from_end ? b.cmds.size() - 1 - k : k];
    if (!same_state(ca, cb)) return run;
    const std::size_t na = ca.ElemCount / 3;
    const std::size_t nb = cb.ElemCount / 3;
    for (std::size_t t = 0; t < std::min(na, nb); ++t, ++run) {
      const std::size_t ta = from_end ? na - 1 - t : t;
      const std::size_t tb = from_end ? nb - 1 - t : t;
      if (run == limit || !same_triangle(a, ca, ta, b, cb, tb)) return run;
    }
    if (na != nb) return run;
  }
  return run;
}

float area(const DrawBox& box) {
  return (box.max.x - box.min.x) * (box.max.y - box.min.y);
}

// Touching counts: the frame cache's rectangles, rounded out, would overlap anyway.
bool overlap(const DrawBox& a, const DrawBox& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

bool one_cluster(const DrawBox& a, const DrawBox& b) {
  DrawBox both = a;
  both.unite(b);
  return overlap(a, b) || area(both) <= area(a) + area(b) + kClusterSlack;
}

// Adds `box` to `clusters`, none of which are one cluster with another: it takes in every
// cluster it is one with, and then those the bigger box is one with.
void add_to_clusters(std::vector<DrawBox>& clusters, DrawBox box) {
  for (;;) {
    const auto joined = std::find_if(clusters.begin(), clusters.end(),
                                     [&](const DrawBox& c) { return one_cluster(c, box); });
    if (joined == clusters.end()) break;
    box.unite(*joined);
    *joined = clusters.back();
    clusters.pop_back();
  }
  clusters.push_back(box);
}

// Adds the boxes of the list's triangles [from, to) (counted over all its commands in
// order), each cut to its command's clip rectangle, to `clusters`.
void add_triangles(const DrawListView& list, std::size_t from, std::size_t to,
                   std::vector<DrawBox>& clusters) {
  std::size_t start = 0;  // the first triangle of `cmd`
  for (const ImDrawCmd& cmd : list.cmds) {
    if (start >= to) break;
    const std::size_t count = cmd.ElemCount / 3;
    for (std::size_t t = std::max(from, start); t < std::min(to, start + count); ++t) {
      DrawBox box;
      for (std::size_t k = 0; k < 3; ++k) {
        const ImVec2 p = vertex(list, cmd, 3 * (t - start) + k).pos;
        box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
        box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
      }
      box.min = {std::max(box.min.x, cmd.ClipRect.x), std::max(box.min.y, cmd.ClipRect.y)};
      box.max = {std::min(box.max.x, cmd.ClipRect.z), std::min(box.max.y, cmd.ClipRect.w)};
      if (!box.empty()) add_to_clusters(clusters, box);
    }
    start += count;
  }
}

}  // namespace

void DrawBox::unite(const DrawBox& other) {
  if (other.empty()) return;
  min = {std::min(min.x, other.min.x), std::min(min.y, other.min.y)};
  max = {std::max(max.x, other.max.x), std::max(max.y, other.max.y)};
}

std::vector<DrawBox> changed_boxes(const DrawListView& before, const DrawListView& after) {
  const std::size_t total_before = triangle_count(before);
  const std::size_t total_after = triangle_count(after);
  const std::size_t prefix = common_run(before, after, false, std::min(total_before, total_after));
  // The suffix may not reach into the prefix on either side.
  const std::size_t suffix =
      common_run(before, after, true, std::min(total_before, total_after) - prefix);
  std::vector<DrawBox> clusters;
  add_triangles(before, prefix, total_before - suffix, clusters);
  add_triangles(after, prefix, total_after - suffix, clusters);
  return clusters;
}

}  // namespace mycity::app
