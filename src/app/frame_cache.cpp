#include "frame_cache.hpp"

#include <SDL.h>

#include "backend_clip.hpp"
#include "damage_rects.hpp"
#include "render_draw_data.hpp"
#include "stretched_images.hpp"

namespace mycity::app {
namespace {

// Pixels added around the box of the changed triangles. ImGui's antialiasing fringes are
// vertices of their own, inside the box; SDL rounds vertex positions to pixels, and its
// rectangle path truncates them, so a pixel on each side would do.
constexpr int kDamageMargin = 2;

SDL_Point texture_size(ImTextureID id) {
  SDL_Point size{0, 0};
  SDL_QueryTexture(static_cast<SDL_Texture*>(id), nullptr, nullptr, &size.x, &size.y);
  return size;
}

}  // namespace

FrameCache::FrameCache(SDL_Renderer* renderer, const TextureRedraws& redraws)
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

void FrameCache::clear_target(const SDL_Rect* area) const {
  if (area == nullptr) {
    SDL_RenderClear(renderer_);
    return;
  }
  // SDL_RenderClear ignores the clip rectangle: a rectangle written without blending.
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(renderer_, &mode);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
  SDL_RenderFillRect(renderer_, area);
  SDL_SetRenderDrawBlendMode(renderer_, mode);
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

bool FrameCache::redraw_parts(ImDrawData& data, const std::vector<SDL_Rect>& rects) {
  commands_.clear();
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImVector<ImDrawCmd>& cmds = data.CmdLists[n]->CmdBuffer;
    commands_.insert(commands_.end(), cmds.begin(), cmds.end());
  }
  const auto restore_commands = [&] {
    auto next = commands_.begin();
    for (int n = 0; n < data.CmdListsCount; ++n) {
      for (ImDrawCmd& cmd : data.CmdLists[n]->CmdBuffer) cmd = *next++;
    }
  };
  for (const SDL_Rect& rect : rects) {
    // On failure `data` is left as it was; the parts drawn so far are right, and the caller
    // draws the whole frame.
    if (!clip_draw_data(data, rect)) return false;
    keep_triangles_touching(data, rect, indices_);
    clear_target(&rect);
    render_draw_data(renderer_, data);
    for (int n = 0; n < data.CmdListsCount; ++n)
      data.CmdLists[n]->IdxBuffer.swap(indices_[static_cast<std::size_t>(n)]);
    restore_commands();
  }
  return true;
}

void FrameCache::draw(ImDrawData& data, std::uint32_t clear_colour) {
  int width = 0;
  int height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect window{0, 0, width, height};
  const bool cached = width > 0 && height > 0 && ensure_target(width, height);
  std::optional<std::vector<SDL_Rect>> damage;  // nullopt: all
  if (cached && !always_whole_ && redraws_.count() == redraws_seen_ &&
      clear_colour == clear_colour_)
    damage = snapshot_.damage(data, window, kDamageMargin);
  // Growing a rectangle over stretched images can make it overlap another; merged, the
  // bigger one may cut more images.
  for (bool again = damage.has_value(); again;) {
    for (SDL_Rect& r : *damage) {
      const SDL_Rect grown = take_in_stretched_images(data, r, texture_size);
      SDL_IntersectRect(&grown, &window, &r);
    }
    again = merge_overlapping(*damage);
  }
  snapshot_.take(data);  // before redraw_parts() changes it
  redraws_seen_ = redraws_.count();
  clear_colour_ = clear_colour;
  set_opaque_draw_colour(renderer_, clear_colour);

  if (!cached) {
    SDL_RenderClear(renderer_);
    render_draw_data(renderer_, data);
    last_damage_.assign(1, window);
    return;
  }
  SDL_SetRenderTarget(renderer_, target_);
  if (damage && redraw_parts(data, *damage)) {
    last_damage_ = *damage;  // none when nothing changed: the same picture
  } else {
    clear_target(nullptr);
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
