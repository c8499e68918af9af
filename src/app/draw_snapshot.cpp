#include "draw_snapshot.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

#include "damage_rects.hpp"
#include "render_draw_data.hpp"

namespace mycity::app {
namespace {

bool same(ImVec2 a, ImVec2 b) {
  return a.x == b.x && a.y == b.y;
}

template <typename T>
std::span<const T> span_of(const ImVector<T>& v) {
  return {v.Data, static_cast<std::size_t>(v.Size)};
}

template <typename T>
void copy_into(ImVector<T>& to, const std::vector<T>& from) {
  to.resize(static_cast<int>(from.size()));
  std::copy(from.begin(), from.end(), to.Data);
}

bool has_callback(const ImVector<ImDrawCmd>& cmds) {
  return std::any_of(cmds.begin(), cmds.end(),
                     [](const ImDrawCmd& cmd) { return cmd.UserCallback != nullptr; });
}

// `v` (points) as a framebuffer coordinate, within [lo, hi] so that it fits an int.
float to_pixels(float v, float offset, float scale, int lo, int hi) {
  return std::clamp((v - offset) * scale, static_cast<float>(lo), static_cast<float>(hi));
}

// The pixels of `box` rounded out and grown by `margin`, cut to `bounds` (maybe empty).
SDL_Rect to_pixels(const DrawBox& box, const ImDrawData& data, const SDL_Rect& bounds, int margin) {
  const ImVec2 off = data.DisplayPos;
  const ImVec2 scale = data.FramebufferScale;
  const int left = bounds.x - margin;
  const int top = bounds.y - margin;
  const int right = bounds.x + bounds.w + margin;
  const int bottom = bounds.y + bounds.h + margin;
  const int x0 = static_cast<int>(std::floor(to_pixels(box.min.x, off.x, scale.x, left, right)));
  const int y0 = static_cast<int>(std::floor(to_pixels(box.min.y, off.y, scale.y, top, bottom)));
  const int x1 = static_cast<int>(std::ceil(to_pixels(box.max.x, off.x, scale.x, left, right)));
  const int y1 = static_cast<int>(std::ceil(to_pixels(box.max.y, off.y, scale.y, top, bottom)));
  const SDL_Rect grown{x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin};
  SDL_Rect cut{0, 0, 0, 0};
  return SDL_IntersectRect(&grown, &bounds, &cut) ? cut : SDL_Rect{0, 0, 0, 0};
}

}  // namespace

void DrawSnapshot::take(const ImDrawData& data) {
  lists_.resize(static_cast<std::size_t>(data.CmdListsCount));
  has_callback_ = false;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& from = *data.CmdLists[n];
    List& to = lists_[static_cast<std::size_t>(n)];
    to.vtx.assign(from.VtxBuffer.begin(), from.VtxBuffer.end());
    to.idx.assign(from.IdxBuffer.begin(), from.IdxBuffer.end());
    to.cmds.assign(from.CmdBuffer.begin(), from.CmdBuffer.end());
    has_callback_ = has_callback_ || has_callback(from.CmdBuffer);
  }
  display_pos_ = data.DisplayPos;
  display_size_ = data.DisplaySize;
  framebuffer_scale_ = data.FramebufferScale;
  taken_ = true;
}

std::optional<std::vector<SDL_Rect>> DrawSnapshot::damage(const ImDrawData& data,
                                                          const SDL_Rect& bounds,
                                                          int margin) const {
  if (!taken_ || has_callback_ || static_cast<std::size_t>(data.CmdListsCount) != lists_.size() ||
      !same(data.DisplayPos, display_pos_) || !same(data.DisplaySize, display_size_) ||
      !same(data.FramebufferScale, framebuffer_scale_))
    return std::nullopt;
  std::vector<SDL_Rect> rects;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& now = *data.CmdLists[n];
    if (has_callback(now.CmdBuffer)) return std::nullopt;
    const std::vector<DrawBox> boxes =
        changed_boxes(lists_[static_cast<std::size_t>(n)].view(),
                      {span_of(now.VtxBuffer), span_of(now.IdxBuffer), span_of(now.CmdBuffer)});
    for (const DrawBox& box : boxes) rects.push_back(to_pixels(box, data, bounds, margin));
  }
  merge_overlapping(rects);
  return rects;
}

void DrawSnapshot::render(SDL_Renderer* renderer) const {
  std::vector<std::unique_ptr<ImDrawList>> owned;
  std::vector<ImDrawList*> lists;
  ImDrawData data;
  for (const List& from : lists_) {
    auto& to = owned.emplace_back(std::make_unique<ImDrawList>(nullptr));
    copy_into(to->VtxBuffer, from.vtx);
    copy_into(to->IdxBuffer, from.idx);
    copy_into(to->CmdBuffer, from.cmds);
    lists.push_back(to.get());
    data.TotalVtxCount += to->VtxBuffer.Size;
    data.TotalIdxCount += to->IdxBuffer.Size;
  }
  data.Valid = true;
  data.CmdLists = lists.data();
  data.CmdListsCount = static_cast<int>(lists.size());
  data.DisplayPos = display_pos_;
  data.DisplaySize = display_size_;
  data.FramebufferScale = framebuffer_scale_;
  render_draw_data(renderer, data);
}

}  // namespace mycity::app
