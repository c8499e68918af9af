#include "frame_cache.hpp"

#include <SDL.h>

#include "render_draw_data.hpp"
#include "stretched_images.hpp"

namespace mycity::app {

FrameCache::FrameCache(SDL_Renderer* renderer, TextureRedraws& redraws)
    : renderer_(renderer), redraws_(redraws) {
  SDL_RendererInfo info;
  on_window_ =
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

bool FrameCache::select_picture(int width, int height) {
  if (on_window_) {
    if (window_size_.x != width || window_size_.y != height) forget();  // a new window surface
    window_size_ = {width, height};
    SDL_SetRenderTarget(renderer_, nullptr);
    return true;
  }
  if (!ensure_target(width, height)) return false;
  SDL_SetRenderTarget(renderer_, target_);
  return true;
}

void FrameCache::draw(ImDrawData& data, std::uint32_t clear_colour) {
  int width = 0;
  int height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect window{0, 0, width, height};
  const bool cached = width > 0 && height > 0 && select_picture(width, height);
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
  // Before partial_redraw_ changes it; a frame not kept (minimised, no target texture) leaves
  // nothing to compare the next one with.
  if (cached)
    snapshot_.take(data);
  else
    snapshot_.clear();
  clear_colour_ = clear_colour;
  set_opaque_draw_colour(renderer_, clear_colour);

  if (cached && damage && partial_redraw_.draw(renderer_, data, *damage)) {
    last_damage_ = *damage;  // none when nothing changed: the same picture
  } else {
    SDL_RenderClear(renderer_);
    render_draw_data(renderer_, data);
    last_damage_.assign(1, window);
  }
  show_target();
}

void FrameCache::redraw_whole() {
  SDL_SetRenderTarget(renderer_, nullptr);  // on the window, the texture (if any) left alone
  set_opaque_draw_colour(renderer_, clear_colour_);
  SDL_RenderClear(renderer_);
  snapshot_.render(renderer_);
}

void FrameCache::show_target() {
  if (on_window_ || target_ == nullptr) return;  // drawn on the window
  SDL_SetRenderTarget(renderer_, nullptr);
  SDL_RenderCopy(renderer_, target_, nullptr, nullptr);
}

}  // namespace mycity::app
