#include "paint/svg_cache.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

#include "base/utf8_path.hpp"

namespace app {
namespace {

constexpr std::uint64_t kEvictAfterFrames = 120;
// Why a budget: art used now and then (the hand-off's badge, drawn once a turn) would
// otherwise be rasterised again at every use; all of a game's art at one size is far less.
constexpr std::size_t kKeptBytes = 8u << 20;
constexpr int kMaxSide = 4096;

// The memory a texture of `key`'s size takes (4 bytes a pixel).
std::size_t texture_bytes(const std::tuple<std::string, int, int>& key) {
  return static_cast<std::size_t>(std::get<1>(key)) * static_cast<std::size_t>(std::get<2>(key)) *
         4u;
}

// Whether no pixel of `surface` lets what lies under it show.
bool opaque(SDL_Surface* surface) {
  if (surface->format->Amask == 0) return true;
  SDL_Surface* argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888, 0);
  if (argb == nullptr) return false;
  bool all = true;
  for (int y = 0; y < argb->h && all; ++y) {
    const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(argb->pixels) +
                                                      static_cast<std::ptrdiff_t>(y) * argb->pitch);
    all = std::all_of(row, row + argb->w, [](Uint32 p) { return (p >> 24) == 0xFF; });
  }
  SDL_FreeSurface(argb);
  return all;
}

}  // namespace

SDL_Surface* rasterise_svg_file(const std::filesystem::path& file, int width, int height) {
  if (width <= 0 || height <= 0 || width > kMaxSide || height > kMaxSide) return nullptr;
  SDL_RWops* rw = SDL_RWFromFile(base::utf8_string(file).c_str(), "rb");
  if (rw == nullptr) return nullptr;
  SDL_Surface* surface = IMG_LoadSizedSVG_RW(rw, width, height);
  SDL_RWclose(rw);
  return surface;
}

SvgCache::SvgCache(SDL_Renderer* renderer, std::filesystem::path art_dir)
    : renderer_(renderer), art_dir_(std::move(art_dir)) {}

SvgCache::~SvgCache() {
  for (auto& [key, entry] : textures_) SDL_DestroyTexture(entry.texture);
}

const std::string* SvgCache::source(const std::string& name) {
  if (auto it = sources_.find(name); it != sources_.end()) return &it->second;
  if (failed_.contains(name)) return nullptr;
  const std::filesystem::path file = art_dir_ / base::utf8_path(name + ".svg");
  std::ifstream in(file, std::ios::binary);
  std::stringstream buffer;
  if (in) buffer << in.rdbuf();
  if (!in || buffer.str().empty()) {
    std::cerr << "mycity: art file " << base::utf8_string(file) << " is missing or empty\n";
    failed_.insert(name);
    return nullptr;
  }
  return &sources_.emplace(name, buffer.str()).first->second;
}

SDL_Texture* SvgCache::get(std::string_view name_view, int width, int height) {
  if (width <= 0 || height <= 0 || width > kMaxSide || height > kMaxSide) return nullptr;
  std::string name(name_view);
  Key key{name, width, height};
  if (auto it = textures_.find(key); it != textures_.end()) {
    it->second.last_used = frame_;
    return it->second.texture;
  }
  const std::string* svg = source(name);
  if (svg == nullptr) return nullptr;
  SDL_RWops* rw = SDL_RWFromConstMem(svg->data(), static_cast<int>(svg->size()));
  SDL_Surface* surface = rw != nullptr ? IMG_LoadSizedSVG_RW(rw, width, height) : nullptr;
  if (rw != nullptr) SDL_RWclose(rw);
  if (surface == nullptr) {
    std::cerr << "mycity: art file " << base::utf8_string(art_dir_ / base::utf8_path(name + ".svg"))
              << " cannot be rasterised: " << SDL_GetError() << '\n';
    failed_.insert(name);
    sources_.erase(name);
    return nullptr;
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  const bool covers = opaque(surface);
  SDL_FreeSurface(surface);
  if (texture == nullptr) return nullptr;
  // Opaque art (a terrain tile) is copied: the software renderer blends at several times
  // the cost of a copy, for the same pixels.
  SDL_SetTextureBlendMode(texture, covers ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  ++rasterisations_;
  bytes_ += texture_bytes(key);
  textures_.emplace(std::move(key), Entry{texture, frame_});
  return texture;
}

void SvgCache::add_generated(std::string name, std::string svg) {
  failed_.erase(name);
  sources_.insert_or_assign(std::move(name), std::move(svg));
}

void SvgCache::end_frame() {
  ++frame_;
  if (bytes_ <= kKeptBytes) return;
  // Over the budget (art at sizes of earlier window sizes): the art unused longest first.
  std::vector<std::map<Key, Entry>::iterator> unused;
  for (auto it = textures_.begin(); it != textures_.end(); ++it) {
    if (frame_ - it->second.last_used > kEvictAfterFrames) unused.push_back(it);
  }
  std::sort(unused.begin(), unused.end(),
            [](const auto& a, const auto& b) { return a->second.last_used < b->second.last_used; });
  for (auto it : unused) {
    if (bytes_ <= kKeptBytes) break;
    bytes_ -= texture_bytes(it->first);
    SDL_DestroyTexture(it->second.texture);
    textures_.erase(it);
    ++generation_;
  }
}

}  // namespace app
