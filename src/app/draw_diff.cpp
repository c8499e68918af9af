#include "draw_diff.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <utility>

#include "common_subsequence.hpp"
#include "merge_rule.hpp"

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

// A run of one command's triangles: the unit the diff aligns (a whole command, or what is
// left of one after a common prefix or suffix was taken off).
struct Segment {
  const ImDrawCmd* cmd;
  std::size_t first;  // the run's first triangle within the command
  std::size_t count;
};

std::vector<Segment> segments_of(const DrawListView& list) {
  std::vector<Segment> segments;
  segments.reserve(list.cmds.size());
  for (const ImDrawCmd& cmd : list.cmds) {
    if (cmd.ElemCount >= 3) segments.push_back({&cmd, 0, cmd.ElemCount / 3});
  }
  return segments;
}

std::size_t triangle_count(std::span<const Segment> segments) {
  std::size_t n = 0;
  for (const Segment& s : segments) n += s.count;
  return n;
}

// How many triangles, from the first, the two runs of segments draw alike. `from_end`:
// counted from the last instead, at most `limit`.
std::size_t common_run(const DrawListView& a, std::span<const Segment> sa, const DrawListView& b,
                       std::span<const Segment> sb, bool from_end, std::size_t limit) {
  std::size_t run = 0;
  const std::size_t segments = std::min(sa.size(), sb.size());
  for (std::size_t k = 0; k < segments; ++k) {
    const Segment& ga = sa[from_end ? sa.size() - 1 - k : k];
    const Segment& gb = sb[from_end ? sb.size() - 1 - k : k];
    if (!same_state(*ga.cmd, *gb.cmd)) return run;
    for (std::size_t t = 0; t < std::min(ga.count, gb.count); ++t, ++run) {
      const std::size_t ta = ga.first + (from_end ? ga.count - 1 - t : t);
      const std::size_t tb = gb.first + (from_end ? gb.count - 1 - t : t);
      if (run == limit || !same_triangle(a, *ga.cmd, ta, b, *gb.cmd, tb)) return run;
    }
    if (ga.count != gb.count) return run;
  }
  return run;
}

// Takes `n` triangles off the front (or the back) of `segments`.
void drop_triangles(std::vector<Segment>& segments, std::size_t n, bool from_end) {
  while (n > 0 && !segments.empty()) {
    Segment& s = from_end ? segments.back() : segments.front();
    const std::size_t taken = std::min(n, s.count);
    if (!from_end) s.first += taken;
    s.count -= taken;
    n -= taken;
    if (s.count == 0) segments.erase(from_end ? segments.end() - 1 : segments.begin());
  }
}

// Takes off the two runs' common prefix and suffix of triangles.
void trim_common_ends(const DrawListView& a, std::vector<Segment>& sa, const DrawListView& b,
                      std::vector<Segment>& sb) {
  const std::size_t shorter = std::min(triangle_count(sa), triangle_count(sb));
  const std::size_t prefix = common_run(a, sa, b, sb, false, shorter);
  // The suffix may not reach into the prefix on either side.
  const std::size_t suffix = common_run(a, sa, b, sb, true, shorter - prefix);
  for (auto* s : {&sa, &sb}) {
    drop_triangles(*s, prefix, false);
    drop_triangles(*s, suffix, true);
  }
}

// What a segment draws, for finding equal ones quickly (equal segments hash alike).
std::uint64_t segment_hash(const DrawListView& list, const Segment& s) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a, a 32-bit word at a time
  const auto mix = [&h](std::uint64_t word) { h = (h ^ word) * 1099511628211ull; };
  const auto id = reinterpret_cast<std::uintptr_t>(s.cmd->TextureId);
  mix(id);
  for (const float edge :
       {s.cmd->ClipRect.x, s.cmd->ClipRect.y, s.cmd->ClipRect.z, s.cmd->ClipRect.w}) {
    std::uint32_t word = 0;
    std::memcpy(&word, &edge, sizeof word);
    mix(word);
  }
  mix(s.count);
  for (std::size_t e = 3 * s.first; e < 3 * (s.first + s.count); ++e) {
    std::uint32_t words[sizeof(ImDrawVert) / sizeof(std::uint32_t)];
    std::memcpy(words, &vertex(list, *s.cmd, e), sizeof words);
    for (const std::uint32_t word : words) mix(word);
  }
  return h;
}

bool same_segment(const DrawListView& a, const Segment& ga, const DrawListView& b,
                  const Segment& gb) {
  if (ga.count != gb.count || !same_state(*ga.cmd, *gb.cmd)) return false;
  for (std::size_t t = 0; t < ga.count; ++t) {
    if (!same_triangle(a, *ga.cmd, ga.first + t, b, *gb.cmd, gb.first + t)) return false;
  }
  return true;
}

// Above this many pairs of segments the alignment is not tried (its table would be large):
// the runs are then one gap.
constexpr std::size_t kMaxAlignedPairs = 1u << 18;

// The pairs (i, j) of equal segments sa[i] == sb[j] of a longest common subsequence of the
// two runs, in order.
std::vector<std::pair<std::size_t, std::size_t>> equal_segments(const DrawListView& a,
                                                                std::span<const Segment> sa,
                                                                const DrawListView& b,
                                                                std::span<const Segment> sb) {
  if (sa.empty() || sb.empty() || sa.size() * sb.size() > kMaxAlignedPairs) return {};
  std::vector<std::uint64_t> ha(sa.size());
  std::vector<std::uint64_t> hb(sb.size());
  for (std::size_t i = 0; i < sa.size(); ++i) ha[i] = segment_hash(a, sa[i]);
  for (std::size_t j = 0; j < sb.size(); ++j) hb[j] = segment_hash(b, sb[j]);
  std::vector<std::pair<std::size_t, std::size_t>> pairs = common_subsequence(
      sa.size(), sb.size(), [&](std::size_t i, std::size_t j) { return ha[i] == hb[j]; });
  // A hash collision only costs an anchor: a pair is kept only if truly equal.
  std::erase_if(pairs, [&](const std::pair<std::size_t, std::size_t>& p) {
    return !same_segment(a, sa[p.first], b, sb[p.second]);
  });
  return pairs;
}

float area(const DrawBox& box) {
  return box.empty() ? 0.0f : (box.max.x - box.min.x) * (box.max.y - box.min.y);
}

DrawBox common_part(const DrawBox& a, const DrawBox& b) {
  DrawBox common;
  common.min = {std::max(a.min.x, b.min.x), std::max(a.min.y, b.min.y)};
  common.max = {std::min(a.max.x, b.max.x), std::min(a.max.y, b.max.y)};
  return common;
}

// What `box` would add to `cluster` if it joined it, in square points; nothing if it would
// rather not (merge_rule.hpp).
std::optional<float> cost_of_joining(const DrawBox& cluster, const DrawBox& box) {
  DrawBox both = cluster;
  both.unite(box);
  if (!cheaper_as_one(area(both), area(cluster), area(box), area(common_part(cluster, box)),
                      kClusterSlack))
    return std::nullopt;
  return area(both) - area(cluster);
}

// Adds `box` to `clusters`, none of which are better one box with another: it joins the
// cluster it adds least to, the bigger box then the one it adds least to, and so on. Why
// the least: a triangle at the edge of the top bar, near the board, joins the top bar.
void add_to_clusters(std::vector<DrawBox>& clusters, DrawBox box) {
  for (;;) {
    auto cheapest = clusters.end();
    float least = 0.0f;
    for (auto c = clusters.begin(); c != clusters.end(); ++c) {
      const std::optional<float> cost = cost_of_joining(*c, box);
      if (cost && (cheapest == clusters.end() || *cost < least)) {
        cheapest = c;
        least = *cost;
      }
    }
    if (cheapest == clusters.end()) break;
    box.unite(*cheapest);
    *cheapest = clusters.back();
    clusters.pop_back();
  }
  clusters.push_back(box);
}

// Adds the boxes of the segments' triangles, each cut to its command's clip rectangle, to
// `clusters`.
void add_triangles(const DrawListView& list, std::span<const Segment> segments,
                   std::vector<DrawBox>& clusters) {
  for (const Segment& s : segments) {
    const ImVec4& clip = s.cmd->ClipRect;
    for (std::size_t t = s.first; t < s.first + s.count; ++t) {
      DrawBox box;
      for (std::size_t k = 0; k < 3; ++k) {
        const ImVec2 p = vertex(list, *s.cmd, 3 * t + k).pos;
        box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
        box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
      }
      box.min = {std::max(box.min.x, clip.x), std::max(box.min.y, clip.y)};
      box.max = {std::min(box.max.x, clip.z), std::min(box.max.y, clip.w)};
      if (!box.empty()) add_to_clusters(clusters, box);
    }
  }
}

// Adds the boxes of the triangles of two runs of segments that differ, past their common
// prefix and suffix, to `clusters`: clustered among themselves first, as what is drawn
// together mostly lies together. Why: a thumbnail's first triangle, a thin edge near the
// board, would otherwise join the board's cluster before the thumbnail's others came.
void add_gap(const DrawListView& a, std::vector<Segment> sa, const DrawListView& b,
             std::vector<Segment> sb, std::vector<DrawBox>& clusters) {
  trim_common_ends(a, sa, b, sb);
  std::vector<DrawBox> gap;
  add_triangles(a, sa, gap);
  add_triangles(b, sb, gap);
  for (const DrawBox& box : gap) add_to_clusters(clusters, box);
}

}  // namespace

void DrawBox::unite(const DrawBox& other) {
  if (other.empty()) return;
  min = {std::min(min.x, other.min.x), std::min(min.y, other.min.y)};
  max = {std::max(max.x, other.max.x), std::max(max.y, other.max.y)};
}

std::vector<DrawBox> changed_boxes(const DrawListView& before, const DrawListView& after) {
  std::vector<Segment> sa = segments_of(before);
  std::vector<Segment> sb = segments_of(after);
  trim_common_ends(before, sa, after, sb);
  // Between the ends, commands drawn alike in both (the board's picture while the text
  // above and the thumbnails beside it change) anchor the gaps between them.
  std::vector<DrawBox> clusters;
  std::size_t i = 0;
  std::size_t j = 0;
  const auto gap_to = [&](std::size_t i_end, std::size_t j_end) {
    add_gap(before,
            {sa.begin() + static_cast<std::ptrdiff_t>(i),
             sa.begin() + static_cast<std::ptrdiff_t>(i_end)},
            after,
            {sb.begin() + static_cast<std::ptrdiff_t>(j),
             sb.begin() + static_cast<std::ptrdiff_t>(j_end)},
            clusters);
  };
  for (const auto& [ei, ej] : equal_segments(before, sa, after, sb)) {
    gap_to(ei, ej);
    i = ei + 1;
    j = ej + 1;
  }
  gap_to(sa.size(), sb.size());
  return clusters;
}

}  // namespace mycity::app
