#include "draw_snapshot.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string_view>
#include <utility>

#include "common_subsequence.hpp"
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

std::string_view owner_name(const ImDrawList& list) {
  return list._OwnerName != nullptr ? std::string_view(list._OwnerName) : std::string_view();
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
    to.owner = owner_name(from);
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
  if (!taken_ || has_callback_ || !same(data.DisplayPos, display_pos_) ||
      !same(data.DisplaySize, display_size_) || !same(data.FramebufferScale, framebuffer_scale_))
    return std::nullopt;
  const auto n = static_cast<std::size_t>(data.CmdListsCount);
  for (std::size_t k = 0; k < n; ++k) {
    if (has_callback(data.CmdLists[k]->CmdBuffer)) return std::nullopt;
  }
  const auto now = [&](std::size_t k) {
    const ImDrawList& list = *data.CmdLists[k];
    return DrawListView{span_of(list.VtxBuffer), span_of(list.IdxBuffer), span_of(list.CmdBuffer)};
  };
  std::vector<SDL_Rect> rects;
  const auto add = [&](const DrawListView& before, const DrawListView& after) {
    for (const DrawBox& box : changed_boxes(before, after)) {
      rects.push_back(to_pixels(box, data, bounds, margin));
    }
  };
  // Each window's list with its own from the last frame; a window that came or went
  // (the hand-off's panel, a child with nothing to draw) is damage where it draws.
  const std::vector<std::pair<std::size_t, std::size_t>> same_windows =
      common_subsequence(lists_.size(), n, [&](std::size_t i, std::size_t j) {
        return lists_[i].owner == owner_name(*data.CmdLists[j]);
      });
  std::size_t i = 0;
  std::size_t j = 0;
  for (const auto& [ei, ej] : same_windows) {
    for (; i < ei; ++i) add(lists_[i].view(), {});
    for (; j < ej; ++j) add({}, now(j));
    add(lists_[i++].view(), now(j++));
  }
  for (; i < lists_.size(); ++i) add(lists_[i].view(), {});
  for (; j < n; ++j) add({}, now(j));
  merge_where_cheaper(rects, kPixelSlack);
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
