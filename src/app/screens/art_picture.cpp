#include "screens/art_picture.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "list_picture.hpp"

namespace mycity::app {

bool draw_art_picture(UiFrame& frame, ImDrawList* list, ListPicture& picture,
                      const std::function<void(ImDrawList*)>& underlay,
                      const std::function<void(ImDrawList*)>& art, float top) {
  ImDrawList drawn(ImGui::GetDrawListSharedData());
  drawn._ResetForNewFrame();
  drawn.Flags = list->Flags;
  drawn.PushClipRect(list->GetClipRectMin(), list->GetClipRectMax());
  drawn.PushTextureID(ImGui::GetIO().Fonts->TexID);
  underlay(&drawn);
  const int first = drawn.VtxBuffer.Size;
  art(&drawn);
  if (drawn.VtxBuffer.Size == first) return false;
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
  if (static_cast<float>(area.y) < top * d) return false;
  SDL_Texture* texture = picture.get(drawn, area, d, frame.clear_colour);
  if (texture == nullptr) return false;
  const ImVec2 at{static_cast<float>(area.x) / d, static_cast<float>(area.y) / d};
  list->AddImage(static_cast<ImTextureID>(texture), at,
                 {at.x + static_cast<float>(area.w) / d, at.y + static_cast<float>(area.h) / d});
  return true;
}

}  // namespace mycity::app
