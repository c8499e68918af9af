#include "frame_cache.hpp"

#include <SDL.h>

#include "render_draw_data.hpp"
#include "stretched_images.hpp"

namespace mycity::app {

FrameCache::FrameCache(SDL_Renderer* renderer, TextureRedraws& redraws)
    : renderer_(renderer), redraws_(redraws) {
  SDL_RendererInfo info;
  window_keeps_picture_ =
      SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
}

FrameCache::~FrameCache() {
  if (target_ != nullptr) SDL_DestroyTexture(target_);
}

bool FrameCache::ensure_target(int width, int height) {
  if (no_targets_) return false;
  int w = 0;
  int h = 0;
  if (target_ != nullptr && SDL_QueryTexture(target_, nullptr, nullptr, &w, &h) == 0 &&
      w == width && h == height)
    return true;
  if (target_ != nullptr) SDL_DestroyTexture(target_);
  target_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width,
                              height);
  if (target_ == nullptr) {
    no_targets_ = true;  // from now on every frame is drawn whole on the window
    return false;
  }
  SDL_SetTextureBlendMode(target_, SDL_BLENDMODE_NONE);  // opaque: a plain copy
  forget();                                              // a new texture holds nothing yet
  return true;
}

void FrameCache::show_target() {
  SDL_SetRenderTarget(renderer_, nullptr);
  if (window_keeps_picture_ && window_current_) {
    for (const SDL_Rect& r : last_damage_) SDL_RenderCopy(renderer_, target_, &r, &r);
    return;
  }
  SDL_RenderCopy(renderer_, target_, nullptr, nullptr);
  window_current_ = true;
}

void FrameCache::draw(ImDrawData& data, std::uint32_t clear_colour) {
  int width = 0;
  int height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect window{0, 0, width, height};
  const bool cached = width > 0 && height > 0 && ensure_target(width, height);
  std::optional<std::vector<SDL_Rect>> damage;  // nullopt: all
  const std::optional<std::vector<SDL_Rect>> redrawn_textures = redraws_.take();
  if (cached && !always_whole_ && redrawn_textures && clear_colour == clear_colour_)
    damage = snapshot_.damage(data, window, kDamageMargin);
  if (damage) {
    for (SDL_Rect r : *redrawn_textures) {
      if (SDL_IntersectRect(&r, &window, &r)) damage->push_back(r);
    }
    take_in_stretched_images(data, *damage, window);  // also merges what is then one
  }
  snapshot_.take(data);  // before partial_redraw_ changes it
  clear_colour_ = clear_colour;
  set_opaque_draw_colour(renderer_, clear_colour);

  if (!cached) {
    SDL_RenderClear(renderer_);
    render_draw_data(renderer_, data);
    last_damage_.assign(1, window);
    return;
  }
  SDL_SetRenderTarget(renderer_, target_);
  if (damage && partial_redraw_.draw(renderer_, data, *damage)) {
    last_damage_ = *damage;  // none when nothing changed: the same picture
  } else {
    SDL_RenderClear(renderer_);
    render_draw_data(renderer_, data);
    last_damage_.assign(1, window);
  }
  show_target();
}

void FrameCache::redraw_whole() {
  set_opaque_draw_colour(renderer_, clear_colour_);
  if (target_ != nullptr) SDL_SetRenderTarget(renderer_, target_);
  SDL_RenderClear(renderer_);
  snapshot_.render(renderer_);
  window_current_ = false;
  if (target_ != nullptr) show_target();
}

}  // namespace mycity::app
