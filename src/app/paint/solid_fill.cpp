#include "paint/solid_fill.hpp"

#include <SDL.h>

namespace app {
namespace {

// Below this many square points a fill stays a fill: a copy's own draw command costs more.
constexpr float kCopiedArea = 1024.0f;

SolidFills* current_fills = nullptr;

}  // namespace

SolidFills::~SolidFills() {
  clear();
}

void SolidFills::clear() {
  for (auto& [colour, texture] : textures_) SDL_DestroyTexture(texture);
  textures_.clear();
}

ImTextureID SolidFills::texture(ImU32 colour) {
  if (const auto found = textures_.find(colour); found != textures_.end()) return found->second;
  if (textures_.size() >= kMaxColours) return nullptr;
  const Uint32 format = SDL_GetWindowPixelFormat(SDL_RenderGetWindow(renderer_));
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, format);
  if (surface == nullptr) return nullptr;
  SDL_FillRect(
      surface, nullptr,
      SDL_MapRGB(surface->format, (colour >> IM_COL32_R_SHIFT) & 0xFF,
                 (colour >> IM_COL32_G_SHIFT) & 0xFF, (colour >> IM_COL32_B_SHIFT) & 0xFF));
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  SDL_FreeSurface(surface);
  if (texture == nullptr) return nullptr;
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
  textures_.emplace(colour, texture);
  return texture;
}

void use_solid_fills(SolidFills* fills) {
  current_fills = fills;
}

void fill_rect(ImDrawList* list, ImVec2 min, ImVec2 max, ImU32 colour) {
  SolidFills* fills = current_fills;
  const bool opaque = ((colour >> IM_COL32_A_SHIFT) & 0xFF) == 0xFF;
  if (fills != nullptr && opaque && (max.x - min.x) * (max.y - min.y) >= kCopiedArea) {
    if (ImTextureID texture = fills->texture(colour)) {
      list->AddImage(texture, min, max);
      return;
    }
  }
  list->AddRectFilled(min, max, colour);
}

}  // namespace app
