// Rasterises the SVG art with SDL2_image (IMG_LoadSizedSVG_RW) at the pixel size asked
// for, so the art is crisp at every zoom; a new size means a new rasterisation. Textures
// not used for a while are freed when the cache holds more than a few megabytes.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <tuple>

struct SDL_Renderer;
struct SDL_Surface;
struct SDL_Texture;

namespace app {

// Rasterises one SVG file to a new surface (caller frees it), nullptr on any failure.
SDL_Surface* rasterise_svg_file(const std::filesystem::path& file, int width, int height);

class SvgCache {
 public:
  SvgCache(SDL_Renderer* renderer, std::filesystem::path art_dir);
  ~SvgCache();
  SvgCache(const SvgCache&) = delete;
  SvgCache& operator=(const SvgCache&) = delete;

  // The texture of `name` (art_dir/name.svg) rasterised to fit width x height pixels, its
  // aspect ratio kept (square art comes back at exactly that size), or nullptr if the file is
  // missing or malformed (said once on stderr).
  SDL_Texture* get(std::string_view name, int width, int height);
  // Art the program makes (the badges' discs in the player colours): from now on `name`
  // stands for `svg` as a file art_dir/name.svg would.
  void add_generated(std::string name, std::string svg);

  // Call once per drawn frame: over the cache's budget, frees textures unused for a number
  // of frames, the least recently used first.
  void end_frame();

  int rasterisations() const { return rasterisations_; }
  // Changes whenever a texture is freed, whose address a new texture may then have.
  std::uint64_t generation() const { return generation_; }
  int live_textures() const { return static_cast<int>(textures_.size()); }

 private:
  using Key = std::tuple<std::string, int, int>;
  struct Entry {
    SDL_Texture* texture = nullptr;
    std::uint64_t last_used = 0;
  };

  const std::string* source(const std::string& name);

  SDL_Renderer* renderer_;
  std::filesystem::path art_dir_;
  std::map<std::string, std::string, std::less<>> sources_;  // file contents by name
  std::set<std::string, std::less<>> failed_;
  std::map<Key, Entry> textures_;
  std::uint64_t frame_ = 0;
  std::size_t bytes_ = 0;  // what textures_ take
  int rasterisations_ = 0;
  std::uint64_t generation_ = 0;
};

}  // namespace app
