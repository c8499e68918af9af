#include "backend_clip.hpp"

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

}  // namespace mycity::app
