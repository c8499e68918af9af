#include "paint/picture_cache.hpp"

#include <SDL.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cmath>

namespace app {
namespace {

// FNV-1a over raw bytes, folded into `hash`.
std::uint64_t fold(std::uint64_t hash, const void* data, std::size_t bytes) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < bytes; ++i) hash = (hash ^ p[i]) * 1099511628211ull;
  return hash;
}

// What identifies a picture: everything the art drew and the picture's size in pixels.
std::uint64_t picture_key(const ImDrawList& art, ImVec2 size, float pixel_density,
                          std::uint64_t art_generation) {
  std::uint64_t hash = 14695981039346656037ull;
  hash = fold(hash, art.VtxBuffer.Data, static_cast<std::size_t>(art.VtxBuffer.size_in_bytes()));
  hash = fold(hash, art.IdxBuffer.Data, static_cast<std::size_t>(art.IdxBuffer.size_in_bytes()));
  for (const ImDrawCmd& cmd : art.CmdBuffer) {
    hash = fold(hash, &cmd.ClipRect, sizeof cmd.ClipRect);
    hash = fold(hash, &cmd.TextureId, sizeof cmd.TextureId);
    hash = fold(hash, &cmd.ElemCount, sizeof cmd.ElemCount);
  }
  const float numbers[] = {size.x, size.y, pixel_density};
  hash = fold(hash, numbers, sizeof numbers);
  return fold(hash, &art_generation, sizeof art_generation);
}

}  // namespace

PictureCache::~PictureCache() {
  clear();
}

void PictureCache::clear() {
  for (auto& [key, picture] : pictures_) SDL_DestroyTexture(picture.texture);
  pictures_.clear();
}

void PictureCache::end_frame() {
  ++frame_;
  while (pictures_.size() > kKept) {
    const auto oldest = std::min_element(
        pictures_.begin(), pictures_.end(),
        [](const auto& a, const auto& b) { return a.second.last_used < b.second.last_used; });
    SDL_DestroyTexture(oldest->second.texture);
    pictures_.erase(oldest);
  }
}

void PictureCache::draw(ImDrawList* list, ImVec2 origin, ImVec2 size, float pixel_density,
                        std::uint64_t art_generation, const Art& art) {
  scratch_._Data = ImGui::GetDrawListSharedData();
  scratch_._ResetForNewFrame();
  scratch_.Flags = list->Flags;
  scratch_.PushClipRect({0, 0}, size);
  scratch_.PushTextureID(ImGui::GetIO().Fonts->TexID);
  art(&scratch_, {0, 0});
  const std::uint64_t key = picture_key(scratch_, size, pixel_density, art_generation);
  auto found = pictures_.find(key);
  if (found == pictures_.end()) {
    SDL_Texture* texture = render(scratch_, size, pixel_density);
    if (texture == nullptr) {
      art(list, origin);
      return;
    }
    found = pictures_.emplace(key, Picture{texture}).first;
  }
  found->second.last_used = frame_;
  list->AddImage(static_cast<ImTextureID>(found->second.texture), origin,
                 {origin.x + size.x, origin.y + size.y});
}

SDL_Texture* PictureCache::render(const ImDrawList& art, ImVec2 size, float pixel_density) {
  const int w = std::max(1, static_cast<int>(std::lround(size.x * pixel_density)));
  const int h = std::max(1, static_cast<int>(std::lround(size.y * pixel_density)));
  // The window's own format: the picture is then copied as it is, not converted pixel by pixel.
  const Uint32 format = SDL_GetWindowPixelFormat(SDL_RenderGetWindow(renderer_));
  SDL_Texture* texture = SDL_CreateTexture(renderer_, format, SDL_TEXTUREACCESS_TARGET, w, h);
  if (texture == nullptr) return nullptr;
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);  // opaque art: a plain copy
  SDL_Texture* before = SDL_GetRenderTarget(renderer_);
  if (SDL_SetRenderTarget(renderer_, texture) != 0) {
    SDL_DestroyTexture(texture);
    return nullptr;
  }
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
  SDL_RenderClear(renderer_);
  ImDrawList* lists[] = {const_cast<ImDrawList*>(&art)};
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = lists;
  data.CmdListsCount = 1;
  data.TotalVtxCount = art.VtxBuffer.Size;
  data.TotalIdxCount = art.IdxBuffer.Size;
  data.DisplayPos = {0, 0};
  data.DisplaySize = size;
  data.FramebufferScale = {pixel_density, pixel_density};
  ImGui_ImplSDLRenderer_RenderDrawData(&data);
  SDL_SetRenderTarget(renderer_, before);
  return texture;
}

}  // namespace app
