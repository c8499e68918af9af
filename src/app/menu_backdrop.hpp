// The menus' background (the board art under a dimming layer) drawn once into a texture
// and shown with one blit while nothing about it changes; it also keeps the pictures of
// the boards on the play and end screens, which the renderer keeps and loses with it.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
#include <memory>

#include "list_picture.hpp"
#include "texture_redraws.hpp"

struct SDL_Renderer;
struct SDL_Texture;

namespace mycity::app {

// Why: SDL's software renderer (headless runs, machines without a GPU) spends about 7 ms
// per 1080p frame re-blending the board's tiles and the dimming layer; one opaque blit of
// the finished picture costs 1.3 ms.
class MenuBackdrop {
 public:
  // What the picture depends on; a change draws it again.
  struct Key {
    float width = 0;  // window points
    float height = 0;
    float pixel_density = 1.0f;
    float dim = 0.0f;
    bool patterns = false;
    unsigned clear = 0;  // IM_COL32
    bool operator==(const Key&) const = default;
  };

  // `redraws` hears of every time the picture is drawn again into the same texture.
  MenuBackdrop(SDL_Renderer* renderer, TextureRedraws& redraws)
      : renderer_(renderer),
        redraws_(redraws),
        boards_{
            {{renderer, redraws}, {renderer, redraws}, {renderer, redraws}, {renderer, redraws}}},
        handoff_(renderer, redraws) {
    for (auto& thumbnail : thumbnails_)
      thumbnail = std::make_unique<ListPicture>(renderer, redraws);
  }
  ~MenuBackdrop();
  MenuBackdrop(const MenuBackdrop&) = delete;
  MenuBackdrop& operator=(const MenuBackdrop&) = delete;

  // The finished picture for `key`: `draw` puts the art into an ImDrawList (window
  // points) when the picture must be made again. nullptr when the renderer cannot draw
  // into a texture: the caller then draws the art itself.
  SDL_Texture* get(const Key& key, const std::function<void(ImDrawList*)>& draw);
  // The next get() draws the pictures again (the renderer lost its textures' contents).
  void forget() {
    key_ = Key{};
    for (ListPicture& board : boards_) board.forget();
    for (auto& thumbnail : thumbnails_) thumbnail->forget();
    handoff_.forget();
  }
  // Pictures of boards (screens/art_picture.hpp): each seat's on the play screen and each
  // column's on the end screen, by seat (0 to 3). An index past the last is the last.
  ListPicture& board(std::size_t index) { return boards_[std::min(index, boards_.size() - 1)]; }
  // Pictures of the play screen's thumbnails: a seat's city in one of the three places
  // for the others' cities (which place depends on whose turn it is). Past the last is the
  // last.
  ListPicture& thumbnail(std::size_t seat, std::size_t place) {
    return *thumbnails_[std::min(seat, kSeats - 1) * kPlaces + std::min(place, kPlaces - 1)];
  }
  // The picture of the play screen's hand-off panel's content (badge and lines) over its
  // background, made before the hand-off that shows it.
  ListPicture& handoff() { return handoff_; }

 private:
  SDL_Texture* render(const Key& key, const std::function<void(ImDrawList*)>& draw);

  SDL_Renderer* renderer_;
  TextureRedraws& redraws_;
  SDL_Texture* texture_ = nullptr;
  Key key_{};
  bool failed_ = false;
  std::array<ListPicture, 4> boards_;
  static constexpr std::size_t kSeats = 4;
  static constexpr std::size_t kPlaces = kSeats - 1;
  std::array<std::unique_ptr<ListPicture>, kSeats * kPlaces> thumbnails_;
  ListPicture handoff_;
};

}  // namespace mycity::app
