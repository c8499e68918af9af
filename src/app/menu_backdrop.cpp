#include "menu_backdrop.hpp"

#include <SDL.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cmath>

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
  int tw = 0;
  int th = 0;
  if (texture_ != nullptr &&
      (SDL_QueryTexture(texture_, nullptr, nullptr, &tw, &th) != 0 || tw != w || th != h)) {
    SDL_DestroyTexture(texture_);
    texture_ = nullptr;
  }
  if (texture_ == nullptr) {
    texture_ =
        SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (texture_ == nullptr) return nullptr;
    SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);  // opaque: a plain copy
  }

  ImDrawList list(ImGui::GetDrawListSharedData());
  list._ResetForNewFrame();
  // As ImGui sets up its own lists for a frame, so the picture matches direct drawing.
  list.Flags = ImGui::GetBackgroundDrawList()->Flags;
  list.PushClipRect({0, 0}, {key.width, key.height});
  list.PushTextureID(ImGui::GetIO().Fonts->TexID);
  draw(&list);
  ImDrawList* lists[] = {&list};
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = lists;
  data.CmdListsCount = 1;
  data.TotalVtxCount = list.VtxBuffer.Size;
  data.TotalIdxCount = list.IdxBuffer.Size;
  data.DisplayPos = {0, 0};
  data.DisplaySize = {key.width, key.height};
  data.FramebufferScale = {key.pixel_density, key.pixel_density};

  if (SDL_SetRenderTarget(renderer_, texture_) != 0) return nullptr;
  redraws_.note();
  const unsigned c = key.clear;  // IM_COL32 order: red in the low byte
  SDL_SetRenderDrawColor(renderer_, c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF, 255);
  SDL_RenderClear(renderer_);
  ImGui_ImplSDLRenderer_RenderDrawData(&data);
  const int alpha = std::clamp(static_cast<int>(key.dim * 255.0f), 0, 255);
  if (alpha > 0) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer_, 24, 30, 18, static_cast<Uint8>(alpha));
    SDL_RenderFillRect(renderer_, nullptr);
  }
  SDL_SetRenderTarget(renderer_, nullptr);
  key_ = key;
  return texture_;
}

}  // namespace mycity::app
