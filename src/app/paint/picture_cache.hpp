// Art that stays the same from frame to frame (a board, the menus' backdrop), drawn once into
// a texture and shown as one image while it stays the same.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <functional>
#include <unordered_map>

struct SDL_Renderer;
struct SDL_Texture;

namespace app {

// Why: SDL's software renderer blends each of a board's ~700 art tiles every frame; one opaque
// copy of the finished picture costs a fraction (docs/performance.md). A picture is found by
// what its art draws (its vertices, indices, commands), so nothing else has to say it changed.
class PictureCache {
 public:
  explicit PictureCache(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~PictureCache();
  PictureCache(const PictureCache&) = delete;
  PictureCache& operator=(const PictureCache&) = delete;

  // `art` draws opaque art of `size` points with its top-left corner at the point it is given.
  using Art = std::function<void(ImDrawList* into, ImVec2 origin)>;

  // Shows `art` on `list` at `origin`: from its picture, made first if there is none (where
  // the renderer cannot draw into a texture, the art itself). `art_generation`: the art
  // cache's (SvgCache::generation), which changes when a texture the art uses may be reused.
  void draw(ImDrawList* list, ImVec2 origin, ImVec2 size, float pixel_density,
            std::uint64_t art_generation, const Art& art);

  // Call once per drawn frame: frees the pictures unused longest beyond kKept, so that a
  // player's board comes back from its picture at their next turn.
  void end_frame();
  static constexpr std::size_t kKept = 24;
  // Forgets every picture (the renderer lost what textures held).
  void clear();

 private:
  struct Picture {
    SDL_Texture* texture = nullptr;
    std::uint64_t last_used = 0;  // frame number
  };
  SDL_Texture* render(const ImDrawList& art, ImVec2 size, float pixel_density);

  SDL_Renderer* renderer_;
  std::unordered_map<std::uint64_t, Picture> pictures_;
  std::uint64_t frame_ = 0;
  ImDrawList scratch_{nullptr};  // where the art is drawn to find its picture
};

}  // namespace app
