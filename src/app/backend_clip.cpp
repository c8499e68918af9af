#include "backend_clip.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace mycity::app {
namespace {

// Candidate clip coordinates tried on each side of the first guess (adjacent floats).
constexpr int kNudges = 4;

SDL_Point framebuffer_size(const ImDrawData& data) {
  return {static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x),
          static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y)};
}

bool same_rect(const SDL_Rect& a, const SDL_Rect& b) {
  return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

// Floats near `guess`, the guess first, for coordinates that projection rounding moved.
std::array<float, 2 * kNudges + 1> near(float guess) {
  std::array<float, 2 * kNudges + 1> out{guess};
  float up = guess;
  float down = guess;
  for (int i = 0; i < kNudges; ++i) {
    up = std::nextafter(up, HUGE_VALF);
    down = std::nextafter(down, -HUGE_VALF);
    out[static_cast<std::size_t>(2 * i + 1)] = up;
    out[static_cast<std::size_t>(2 * i + 2)] = down;
  }
  return out;
}

// How many of triangle a's indices are among triangle b's (as SDL counts them).
int shared_indices(const ImDrawIdx* a, const ImDrawIdx* b) {
  int n = 0;
  for (int i = 0; i < 3; ++i) n += (a[i] == b[0] || a[i] == b[1] || a[i] == b[2]) ? 1 : 0;
  return n;
}

// Whether the triangles [first, last) of a command (indices `idx`, vertices `vtx`) may
// touch `damage`: their box in pixels, rounded out by one for SDL's conversions to ints.
bool may_touch(const ImDrawIdx* idx, const ImDrawVert* vtx, unsigned first, unsigned last,
               const SDL_Rect& damage, const ImDrawData& data) {
  ImVec2 lo = vtx[idx[3 * first]].pos;
  ImVec2 hi = lo;
  for (unsigned e = 3 * first; e < 3 * last; ++e) {
    const ImVec2 p = vtx[idx[e]].pos;
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const ImVec2 off = data.DisplayPos;
  const ImVec2 scale = data.FramebufferScale;
  const float bound = 1e6f;  // keeps the conversions to int defined
  const auto pixel = [&](float v, float o, float s) {
    return std::clamp((v - o) * s, -bound, bound);
  };
  return static_cast<int>(std::floor(pixel(lo.x, off.x, scale.x))) - 1 < damage.x + damage.w &&
         static_cast<int>(std::floor(pixel(lo.y, off.y, scale.y))) - 1 < damage.y + damage.h &&
         static_cast<int>(std::ceil(pixel(hi.x, off.x, scale.x))) + 1 > damage.x &&
         static_cast<int>(std::ceil(pixel(hi.y, off.y, scale.y))) + 1 > damage.y;
}

// Appends to `out` the indices of `cmd`'s triangles that may touch `damage` (see
// keep_triangles_touching); returns how many indices it appended.
unsigned keep_command_triangles(const ImDrawList& list, const ImDrawCmd& cmd,
                                const SDL_Rect& damage, const ImDrawData& data,
                                ImVector<ImDrawIdx>& out) {
  const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset;
  const ImDrawVert* vtx = list.VtxBuffer.Data + cmd.VtxOffset;
  const unsigned triangles = cmd.ElemCount / 3;
  const int start = out.Size;
  int last_kept = -1;  // the last kept triangle, when a dropped one came after it
  for (unsigned first = 0; first < triangles;) {
    unsigned last = first + 1;  // the run: each triangle shares two indices with the one before
    while (last < triangles && shared_indices(idx + 3 * (last - 1), idx + 3 * last) >= 2) ++last;
    if (may_touch(idx, vtx, first, last, damage, data)) {
      if (last_kept >= 0 && shared_indices(idx + 3 * last_kept, idx + 3 * first) >= 2) {
        out.resize(start);  // SDL could pair them now: all of the command, as it was
        for (unsigned e = 0; e < cmd.ElemCount; ++e) out.push_back(idx[e]);
        return cmd.ElemCount;
      }
      for (unsigned e = 3 * first; e < 3 * last; ++e) out.push_back(idx[e]);
      last_kept = -1;
    } else if (out.Size > start && last_kept < 0) {
      last_kept = static_cast<int>(first) - 1;
    }
    first = last;
  }
  return static_cast<unsigned>(out.Size - start);
}

}  // namespace

SDL_Rect backend_clip_pixels(const ImVec4& clip, const ImDrawData& data) {
  // The backend's arithmetic, step for step (float products, then int truncation).
  const SDL_Point fb = framebuffer_size(data);
  const ImVec2 off = data.DisplayPos;
  const ImVec2 scale = data.FramebufferScale;
  ImVec2 min((clip.x - off.x) * scale.x, (clip.y - off.y) * scale.y);
  ImVec2 max((clip.z - off.x) * scale.x, (clip.w - off.y) * scale.y);
  if (min.x < 0.0f) min.x = 0.0f;
  if (min.y < 0.0f) min.y = 0.0f;
  if (max.x > static_cast<float>(fb.x)) max.x = static_cast<float>(fb.x);
  if (max.y > static_cast<float>(fb.y)) max.y = static_cast<float>(fb.y);
  if (max.x <= min.x || max.y <= min.y) return {0, 0, 0, 0};
  return {static_cast<int>(min.x), static_cast<int>(min.y), static_cast<int>(max.x - min.x),
          static_cast<int>(max.y - min.y)};
}

std::optional<ImVec4> clip_for_pixels(const SDL_Rect& pixels, const ImDrawData& data) {
  const ImVec2 off = data.DisplayPos;
  const ImVec2 scale = data.FramebufferScale;
  if (pixels.w <= 0 || pixels.h <= 0) return ImVec4(off.x, off.y, off.x, off.y);
  // The far edges half a pixel out: the width is truncated from (far - near), so an exact
  // far edge could lose a pixel to rounding; where the backend clamps to the framebuffer,
  // the near edge must then project exactly, which the search below makes sure of.
  const float right = off.x + (static_cast<float>(pixels.x + pixels.w) + 0.5f) / scale.x;
  const float bottom = off.y + (static_cast<float>(pixels.y + pixels.h) + 0.5f) / scale.y;
  for (float left : near(off.x + static_cast<float>(pixels.x) / scale.x)) {
    for (float top : near(off.y + static_cast<float>(pixels.y) / scale.y)) {
      const ImVec4 clip(left, top, right, bottom);
      if (same_rect(backend_clip_pixels(clip, data), pixels)) return clip;
    }
  }
  return std::nullopt;
}

bool clip_draw_data(ImDrawData& data, const SDL_Rect& damage) {
  std::vector<ImVec4> clips;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    for (const ImDrawCmd& cmd : data.CmdLists[n]->CmdBuffer) {
      const SDL_Rect drawn = backend_clip_pixels(cmd.ClipRect, data);
      SDL_Rect kept{0, 0, 0, 0};
      if (!SDL_IntersectRect(&drawn, &damage, &kept)) kept = {0, 0, 0, 0};
      const std::optional<ImVec4> clip = clip_for_pixels(kept, data);
      if (!clip) return false;
      clips.push_back(*clip);
    }
  }
  auto next = clips.begin();
  for (int n = 0; n < data.CmdListsCount; ++n) {
    for (ImDrawCmd& cmd : data.CmdLists[n]->CmdBuffer) cmd.ClipRect = *next++;
  }
  return true;
}

void keep_triangles_touching(ImDrawData& data, const SDL_Rect& damage,
                             std::vector<ImVector<ImDrawIdx>>& kept) {
  // Grown afresh, never by copying: ImVector's copy memcpys from a null pointer when empty
  // (undefined behaviour), and what `kept` held is not needed any more.
  const auto lists = static_cast<std::size_t>(data.CmdListsCount);
  if (kept.size() < lists) {
    kept.clear();
    kept.resize(lists);
  }
  for (int n = 0; n < data.CmdListsCount; ++n) {
    ImDrawList& list = *data.CmdLists[n];
    ImVector<ImDrawIdx>& out = kept[static_cast<std::size_t>(n)];
    out.resize(0);
    for (ImDrawCmd& cmd : list.CmdBuffer) {
      const unsigned offset = static_cast<unsigned>(out.Size);
      const SDL_Rect drawn = backend_clip_pixels(cmd.ClipRect, data);
      cmd.ElemCount = cmd.UserCallback == nullptr && !SDL_RectEmpty(&drawn)
                          ? keep_command_triangles(list, cmd, damage, data, out)
                          : 0;
      cmd.IdxOffset = offset;
    }
    list.IdxBuffer.swap(out);
  }
}

}  // namespace mycity::app
