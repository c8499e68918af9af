#include "list_picture.hpp"

#include <SDL.h>

#include <cstring>
#include <optional>
#include <span>
#include <vector>

#include "render_draw_data.hpp"
#include "stretched_images.hpp"

namespace mycity::app {
namespace {

// Whether `list` moved by -`shift` (as get() moves it) would be `drawn`: compared in place,
// since copying a board's list every frame to compare it cost more than drawing it.
bool same_moved_vertices(const ImVector<ImDrawVert>& list, std::span<const ImDrawVert> drawn,
                         ImVec2 shift) {
  if (static_cast<std::size_t>(list.Size) != drawn.size()) return false;
  for (int i = 0; i < list.Size; ++i) {
    const ImDrawVert& a = list[i];
    const ImDrawVert& b = drawn[static_cast<std::size_t>(i)];
    if (a.pos.x - shift.x != b.pos.x || a.pos.y - shift.y != b.pos.y || a.uv.x != b.uv.x ||
        a.uv.y != b.uv.y || a.col != b.col)
      return false;
  }
  return true;
}

ImVec4 moved_clip(const ImVec4& clip, ImVec2 shift) {
  return {clip.x - shift.x, clip.y - shift.y, clip.z - shift.x, clip.w - shift.y};
}

bool same_moved_commands(const ImVector<ImDrawCmd>& list, std::span<const ImDrawCmd> drawn,
                         ImVec2 shift) {
  if (static_cast<std::size_t>(list.Size) != drawn.size()) return false;
  for (int i = 0; i < list.Size; ++i) {
    const ImDrawCmd& x = list[i];
    const ImDrawCmd& y = drawn[static_cast<std::size_t>(i)];
    const ImVec4 clip = moved_clip(x.ClipRect, shift);
    if (std::memcmp(&clip, &y.ClipRect, sizeof clip) != 0 || x.TextureId != y.TextureId ||
        x.VtxOffset != y.VtxOffset || x.IdxOffset != y.IdxOffset || x.ElemCount != y.ElemCount ||
        x.UserCallback != y.UserCallback || x.UserCallbackData != y.UserCallbackData)
      return false;
  }
  return true;
}

bool same_indices(const ImVector<ImDrawIdx>& list, std::span<const ImDrawIdx> drawn) {
  return static_cast<std::size_t>(list.Size) == drawn.size() &&
         (list.Size == 0 || std::memcmp(list.Data, drawn.data(), list.size_in_bytes()) == 0);
}

// ImVector's operator= calls memcpy with a null pointer for an empty source, which is
// undefined behaviour (UBSan stops the sanitizer build on it).
template <typename T>
void copy_buffer(ImVector<T>& to, const ImVector<T>& from) {
  to.resize(from.Size);
  if (from.Size > 0) std::memcpy(to.Data, from.Data, from.size_in_bytes());
}

// The window's pixel format when the renderer can draw into a texture of it. Why: SDL's
// software renderer then copies a picture to the window as it is (a 1080p board 0.2 ms),
// where ARGB8888 onto the window's XRGB8888 is converted pixel by pixel (0.6 ms).
Uint32 picture_pixel_format(SDL_Renderer* renderer) {
  SDL_Window* window = SDL_RenderGetWindow(renderer);
  const Uint32 window_format =
      window != nullptr ? SDL_GetWindowPixelFormat(window) : Uint32{SDL_PIXELFORMAT_UNKNOWN};
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer, &info) == 0) {
    for (Uint32 i = 0; i < info.num_texture_formats; ++i) {
      if (info.texture_formats[i] == window_format) return window_format;
    }
  }
  return SDL_PIXELFORMAT_ARGB8888;
}

// How a list is moved into its picture: so that the area's corner is the texture's, by
// whole pixels, so every triangle covers the same pixels relative to it as in the window.
ImVec2 shift_for(const SDL_Rect& area, float pixel_density) {
  return {static_cast<float>(area.x) / pixel_density, static_cast<float>(area.y) / pixel_density};
}

}  // namespace

bool ensure_picture_texture(SDL_Renderer* renderer, SDL_Texture*& texture, int width, int height) {
  int w = 0;
  int h = 0;
  if (texture != nullptr &&
      (SDL_QueryTexture(texture, nullptr, nullptr, &w, &h) != 0 || w != width || h != height)) {
    SDL_DestroyTexture(texture);
    texture = nullptr;
  }
  if (texture == nullptr) {
    texture = SDL_CreateTexture(renderer, picture_pixel_format(renderer), SDL_TEXTUREACCESS_TARGET,
                                width, height);
    if (texture == nullptr) return false;
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);  // opaque: a plain copy
  }
  return true;
}

OneListDrawData::OneListDrawData(ImDrawList& list, ImVec2 size, float pixel_density)
    : list_(&list) {
  data.Valid = true;
  data.CmdLists = &list_;
  data.CmdListsCount = 1;
  data.TotalVtxCount = list.VtxBuffer.Size;
  data.TotalIdxCount = list.IdxBuffer.Size;
  data.DisplayPos = {0, 0};
  data.DisplaySize = size;
  data.FramebufferScale = {pixel_density, pixel_density};
}

bool render_list_into(SDL_Renderer* renderer, SDL_Texture* texture, ImDrawList& list, ImVec2 size,
                      float pixel_density, unsigned clear,
                      const std::function<void(SDL_Renderer*)>& finish) {
  OneListDrawData one(list, size, pixel_density);
  if (SDL_SetRenderTarget(renderer, texture) != 0) return false;
  set_opaque_draw_colour(renderer, clear);
  SDL_RenderClear(renderer);
  render_draw_data(renderer, one.data);
  if (finish) finish(renderer);
  SDL_SetRenderTarget(renderer, nullptr);
  return true;
}

ImDrawList& ListPicture::scratch() {
  scratch_._Data = ImGui::GetDrawListSharedData();
  return scratch_;
}

ListPicture::~ListPicture() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
}

SDL_Texture* ListPicture::get(const ImDrawList& list, const SDL_Rect& area, float pixel_density,
                              unsigned clear) {
  return draw(list, area, pixel_density, clear, true);
}

void ListPicture::prepare(const ImDrawList& list, const SDL_Rect& area, float pixel_density,
                          unsigned clear) {
  draw(list, area, pixel_density, clear, false);
}

SDL_Texture* ListPicture::if_drawn(const ImDrawList& list, const SDL_Rect& area,
                                   float pixel_density, unsigned clear) const {
  if (failed_ || !same_frame(area, pixel_density, clear)) return nullptr;
  return holds(list, area, pixel_density) ? texture_ : nullptr;
}

bool ListPicture::same_frame(const SDL_Rect& area, float pixel_density, unsigned clear) const {
  return drawn_.taken() && SDL_RectEquals(&area, &area_) && pixel_density == pixel_density_ &&
         clear == clear_;
}

bool ListPicture::holds(const ImDrawList& list, const SDL_Rect& area, float pixel_density) const {
  const DrawListView drawn = drawn_.list(0);
  const ImVec2 shift = shift_for(area, pixel_density);
  return same_indices(list.IdxBuffer, drawn.idx) &&
         same_moved_commands(list.CmdBuffer, drawn.cmds, shift) &&
         same_moved_vertices(list.VtxBuffer, drawn.vtx, shift);
}

SDL_Texture* ListPicture::draw(const ImDrawList& list, const SDL_Rect& area, float pixel_density,
                               unsigned clear, bool on_screen) {
  if (failed_) return nullptr;
  const ImVec2 shift = shift_for(area, pixel_density);
  const bool same = same_frame(area, pixel_density, clear);
  if (same && holds(list, area, pixel_density)) return texture_;

  ImDrawList moved(nullptr);
  copy_buffer(moved.CmdBuffer, list.CmdBuffer);
  copy_buffer(moved.IdxBuffer, list.IdxBuffer);
  copy_buffer(moved.VtxBuffer, list.VtxBuffer);
  for (ImDrawVert& v : moved.VtxBuffer) v.pos = {v.pos.x - shift.x, v.pos.y - shift.y};
  for (ImDrawCmd& c : moved.CmdBuffer) c.ClipRect = moved_clip(c.ClipRect, shift);
  OneListDrawData one(
      moved,
      {static_cast<float>(area.w) / pixel_density, static_cast<float>(area.h) / pixel_density},
      pixel_density);
  // Only where the list changed (a building added) when the rest of the picture holds.
  const SDL_Rect texture_area{0, 0, area.w, area.h};
  std::optional<std::vector<SDL_Rect>> parts;
  if (same) parts = drawn_.damage(one.data, texture_area, kDamageMargin);
  if (parts) take_in_stretched_images(one.data, *parts, texture_area);
  drawn_.take(one.data);  // before the partial redraw narrows `moved`
  if (!(parts && redraw_parts(one.data, clear, *parts))) {
    parts.reset();
    if (!ensure_picture_texture(renderer_, texture_, area.w, area.h) ||
        !render_list_into(renderer_, texture_, moved, one.data.DisplaySize, pixel_density, clear)) {
      failed_ = true;  // the caller draws the art directly from now on
      drawn_.clear();
      return nullptr;
    }
  }
  last_redraw_ = parts ? Redraw::parts : Redraw::whole;
  ++times_drawn_;
  // Even a texture made anew may have the address of the one it replaces: the frame cache
  // hears of the whole area then.
  if (on_screen) {
    for (const SDL_Rect& part : parts.value_or(std::vector<SDL_Rect>{texture_area}))
      redraws_.note({part.x + area.x, part.y + area.y, part.w, part.h});
  }
  area_ = area;
  pixel_density_ = pixel_density;
  clear_ = clear;
  return texture_;
}

bool ListPicture::redraw_parts(ImDrawData& data, unsigned clear,
                               const std::vector<SDL_Rect>& parts) {
  if (SDL_SetRenderTarget(renderer_, texture_) != 0) return false;
  set_opaque_draw_colour(renderer_, clear);
  const bool drawn = partial_redraw_.draw(renderer_, data, parts);
  SDL_SetRenderTarget(renderer_, nullptr);
  return drawn;
}

}  // namespace mycity::app
