#include "screens/art_picture.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "list_picture.hpp"

namespace mycity::app {
namespace {

// Fills `drawn` with what the picture holds (the underlay, then the art) as `on` would draw
// it; returns the window pixels it covers, or nothing when the art draws nothing or the
// picture would reach above `top`.
std::optional<SDL_Rect> picture_list(const UiFrame& frame, const PictureTarget& on,
                                     ImDrawList& drawn,
                                     const std::function<void(ImDrawList*)>& underlay,
                                     const std::function<void(ImDrawList*)>& art, float top) {
  drawn._ResetForNewFrame();
  drawn.Flags = on.flags;
  drawn.PushClipRect(on.clip_min, on.clip_max);
  drawn.PushTextureID(ImGui::GetIO().Fonts->TexID);
  underlay(&drawn);
  const int first = drawn.VtxBuffer.Size;
  art(&drawn);
  if (drawn.VtxBuffer.Size == first) return std::nullopt;
  ImVec2 lo = drawn.VtxBuffer[first].pos;
  ImVec2 hi = lo;
  for (int i = first; i < drawn.VtxBuffer.Size; ++i) {
    const ImVec2 p = drawn.VtxBuffer[i].pos;
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const float d = frame.pixel_density;
  const int x0 = static_cast<int>(std::floor(lo.x * d)) - 1;
  const int y0 = static_cast<int>(std::floor(lo.y * d)) - 1;
  const SDL_Rect area{x0, y0, static_cast<int>(std::ceil(hi.x * d)) + 1 - x0,
                      static_cast<int>(std::ceil(hi.y * d)) + 1 - y0};
  if (static_cast<float>(area.y) < top * d) return std::nullopt;
  return area;
}

// Shows the picture of `art` on `list`: get() it, or only take it as it is (`ready_only`).
bool show_art_picture(UiFrame& frame, ImDrawList* list, ListPicture& picture,
                      const std::function<void(ImDrawList*)>& underlay,
                      const std::function<void(ImDrawList*)>& art, float top, bool ready_only) {
  ImDrawList& drawn = picture.scratch();
  const std::optional<SDL_Rect> area =
      picture_list(frame, picture_target(*list), drawn, underlay, art, top);
  if (!area) return false;
  SDL_Texture* texture =
      ready_only ? picture.if_drawn(drawn, *area, frame.pixel_density, frame.clear_colour)
                 : picture.get(drawn, *area, frame.pixel_density, frame.clear_colour);
  if (texture == nullptr) return false;
  const float d = frame.pixel_density;
  const ImVec2 at{static_cast<float>(area->x) / d, static_cast<float>(area->y) / d};
  list->AddImage(static_cast<ImTextureID>(texture), at,
                 {at.x + static_cast<float>(area->w) / d, at.y + static_cast<float>(area->h) / d});
  return true;
}

}  // namespace

PictureTarget picture_target(const ImDrawList& list) {
  return {list.Flags, list.GetClipRectMin(), list.GetClipRectMax()};
}

bool draw_art_picture(UiFrame& frame, ImDrawList* list, ListPicture& picture,
                      const std::function<void(ImDrawList*)>& underlay,
                      const std::function<void(ImDrawList*)>& art, float top) {
  return show_art_picture(frame, list, picture, underlay, art, top, false);
}

bool draw_ready_art_picture(UiFrame& frame, ImDrawList* list, ListPicture& picture,
                            const std::function<void(ImDrawList*)>& underlay,
                            const std::function<void(ImDrawList*)>& art) {
  return show_art_picture(frame, list, picture, underlay, art, -1e9f, true);
}

void prepare_art_picture(const UiFrame& frame, const PictureTarget& on, ListPicture& picture,
                         const std::function<void(ImDrawList*)>& underlay,
                         const std::function<void(ImDrawList*)>& art, float top) {
  ImDrawList& drawn = picture.scratch();
  if (const std::optional<SDL_Rect> area = picture_list(frame, on, drawn, underlay, art, top))
    picture.prepare(drawn, *area, frame.pixel_density, frame.clear_colour);
}

}  // namespace mycity::app
