// Art drawn once with ImGui's SDL renderer backend into a target texture, to be shown with
// one unscaled blit while it does not change (MenuBackdrop, the play screen's board).
#pragma once

#include <SDL_rect.h>
#include <imgui.h>

#include <functional>
#include <vector>

#include "draw_snapshot.hpp"
#include "partial_redraw.hpp"
#include "texture_redraws.hpp"

struct SDL_Renderer;
struct SDL_Texture;

namespace mycity::app {

// Makes `texture` an opaque target texture of `width` x `height` pixels, reusing it when it
// already has that size; false when the renderer cannot draw into textures.
bool ensure_picture_texture(SDL_Renderer* renderer, SDL_Texture*& texture, int width, int height);

// ImGui's draw data for one list: a frame of `size` points at `pixel_density`, as ImGui
// hands it to the renderer backend (`data` points into this object: not copyable).
class OneListDrawData {
 public:
  OneListDrawData(ImDrawList& list, ImVec2 size, float pixel_density);
  OneListDrawData(const OneListDrawData&) = delete;
  OneListDrawData& operator=(const OneListDrawData&) = delete;
  ImDrawData data;

 private:
  ImDrawList* list_;
};

// Clears `texture` with `clear` (IM_COL32, drawn opaque) and draws `list` on it as ImGui's
// SDL renderer backend draws a frame of `size` points at `pixel_density`; `finish` then
// draws on the texture with SDL directly. False when the texture cannot be a render target.
bool render_list_into(SDL_Renderer* renderer, SDL_Texture* texture, ImDrawList& list, ImVec2 size,
                      float pixel_density, unsigned clear,
                      const std::function<void(SDL_Renderer*)>& finish = {});

// Why: SDL's software renderer re-blends every art tile of a board in each damaged rectangle
// of every frame; the finished picture of the board is one opaque blit. The picture is the
// draw list itself: it is drawn again only when the list's triangles, their textures or clip
// rectangles differ from the last picture's (SvgCache never redraws a texture in place), so
// whatever the art depends on, a change shows; and only where they differ (the frame
// cache's diff and partial redraw), so a building added costs its own cells.
class ListPicture {
 public:
  // `redraws` hears of every time the picture is drawn again into the same texture.
  ListPicture(SDL_Renderer* renderer, TextureRedraws& redraws)
      : renderer_(renderer), redraws_(redraws) {}
  ~ListPicture();
  ListPicture(const ListPicture&) = delete;
  ListPicture& operator=(const ListPicture&) = delete;

  // The texture holding what `list` (window points) draws over `clear` (IM_COL32) in the
  // window's pixels `area`: texture pixel (0, 0) is window pixel (area.x, area.y).
  // nullptr when the renderer cannot draw into a texture.
  SDL_Texture* get(const ImDrawList& list, const SDL_Rect& area, float pixel_density,
                   unsigned clear);
  // get() ahead of time, for a picture not on screen now (the frame cache is not told).
  void prepare(const ImDrawList& list, const SDL_Rect& area, float pixel_density, unsigned clear);
  // The texture if it already holds what get() would make of `list`, without drawing it;
  // nullptr otherwise.
  SDL_Texture* if_drawn(const ImDrawList& list, const SDL_Rect& area, float pixel_density,
                        unsigned clear) const;
  // A draw list for building the list to give get() or prepare(), kept with the picture.
  // Why: its buffers (about 100 KB for a board) are then reused from frame to frame; made
  // and freed every frame, they sat at the top of the heap, and glibc gave that memory back
  // to the system and took it again each time: page faults costing the end screen about
  // 1 ms of every frame.
  ImDrawList& scratch();
  // The next get() draws the picture again whole (the renderer lost its textures' contents).
  void forget() { drawn_.clear(); }

  // How the picture was last drawn: whole, or only where its list changed.
  enum class Redraw { whole, parts };
  Redraw last_redraw() const { return last_redraw_; }
  // How many times the picture was drawn, whole or in parts.
  int times_drawn() const { return times_drawn_; }

 private:
  SDL_Texture* draw(const ImDrawList& list, const SDL_Rect& area, float pixel_density,
                    unsigned clear, bool on_screen);
  // The picture was last drawn for this area, density and clear colour.
  bool same_frame(const SDL_Rect& area, float pixel_density, unsigned clear) const;
  // It holds `list` (given same_frame()).
  bool holds(const ImDrawList& list, const SDL_Rect& area, float pixel_density) const;
  // Redraws `parts` (texture pixels) of the picture from `data` over `clear`; false if it
  // could not (the caller draws the whole picture).
  bool redraw_parts(ImDrawData& data, unsigned clear, const std::vector<SDL_Rect>& parts);

  SDL_Renderer* renderer_;
  TextureRedraws& redraws_;
  SDL_Texture* texture_ = nullptr;
  bool failed_ = false;
  // The last picture's list, moved to the texture's pixels, and what else it was drawn with.
  DrawSnapshot drawn_;
  ImDrawList scratch_{nullptr};
  PartialRedraw partial_redraw_;
  Redraw last_redraw_ = Redraw::whole;
  int times_drawn_ = 0;
  SDL_Rect area_{};
  float pixel_density_ = 0;
  unsigned clear_ = 0;
};

}  // namespace mycity::app
