#include "menu_backdrop.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "list_picture.hpp"

namespace mycity::app {

MenuBackdrop::~MenuBackdrop() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
}

SDL_Texture* MenuBackdrop::get(const Key& key, const std::function<void(ImDrawList*)>& draw) {
  if (failed_) return nullptr;
  if (texture_ != nullptr && key == key_) return texture_;
  SDL_Texture* made = render(key, draw);
  if (made == nullptr) failed_ = true;  // the caller draws the art directly from now on
  return made;
}

SDL_Texture* MenuBackdrop::render(const Key& key, const std::function<void(ImDrawList*)>& draw) {
  const int w = std::max(1, static_cast<int>(std::lround(key.width * key.pixel_density)));
  const int h = std::max(1, static_cast<int>(std::lround(key.height * key.pixel_density)));
  if (!ensure_picture_texture(renderer_, texture_, w, h)) return nullptr;

  ImDrawList list(ImGui::GetDrawListSharedData());
  list._ResetForNewFrame();
  // As ImGui sets up its own lists for a frame, so the picture matches direct drawing.
  list.Flags = ImGui::GetBackgroundDrawList()->Flags;
  list.PushClipRect({0, 0}, {key.width, key.height});
  list.PushTextureID(ImGui::GetIO().Fonts->TexID);
  draw(&list);
  const auto dim = [&key](SDL_Renderer* renderer) {
    const int alpha = std::clamp(static_cast<int>(key.dim * 255.0f), 0, 255);
    if (alpha == 0) return;
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 24, 30, 18, static_cast<Uint8>(alpha));
    SDL_RenderFillRect(renderer, nullptr);
  };
  if (!render_list_into(renderer_, texture_, list, {key.width, key.height}, key.pixel_density,
                        key.clear, dim))
    return nullptr;
  redraws_.note_all();
  key_ = key;
  return texture_;
}

}  // namespace mycity::app
