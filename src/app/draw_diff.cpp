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

// The box of the list's triangles [from, to) (counted over all its commands in order), each
// command's part cut to its clip rectangle.
DrawBox triangles_box(const DrawListView& list, std::size_t from, std::size_t to) {
  DrawBox box;
  std::size_t start = 0;  // the first triangle of `cmd`
  for (const ImDrawCmd& cmd : list.cmds) {
    if (start >= to) break;
    const std::size_t count = cmd.ElemCount / 3;
    DrawBox part;
    for (std::size_t t = std::max(from, start); t < std::min(to, start + count); ++t) {
      for (std::size_t k = 0; k < 3; ++k) {
        const ImVec2 p = vertex(list, cmd, 3 * (t - start) + k).pos;
        part.min = {std::min(part.min.x, p.x), std::min(part.min.y, p.y)};
        part.max = {std::max(part.max.x, p.x), std::max(part.max.y, p.y)};
      }
    }
    part.min = {std::max(part.min.x, cmd.ClipRect.x), std::max(part.min.y, cmd.ClipRect.y)};
    part.max = {std::min(part.max.x, cmd.ClipRect.z), std::min(part.max.y, cmd.ClipRect.w)};
    box.unite(part);
    start += count;
  }
  return box;
}

}  // namespace

void DrawBox::unite(const DrawBox& other) {
  if (other.empty()) return;
  min = {std::min(min.x, other.min.x), std::min(min.y, other.min.y)};
  max = {std::max(max.x, other.max.x), std::max(max.y, other.max.y)};
}

DrawBox changed_box(const DrawListView& before, const DrawListView& after) {
  const std::size_t total_before = triangle_count(before);
  const std::size_t total_after = triangle_count(after);
  const std::size_t prefix = common_run(before, after, false, std::min(total_before, total_after));
  // The suffix may not reach into the prefix on either side.
  const std::size_t suffix =
      common_run(before, after, true, std::min(total_before, total_after) - prefix);
  DrawBox box = triangles_box(before, prefix, total_before - suffix);
  box.unite(triangles_box(after, prefix, total_after - suffix));
  return box;
}

}  // namespace mycity::app
