#include "svg_cache.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <fstream>
#include <iostream>
#include <sstream>

namespace mycity::app {
namespace {

constexpr std::uint64_t kEvictAfterFrames = 120;
constexpr int kMaxSide = 4096;

}  // namespace

SDL_Surface* rasterise_svg_file(const std::filesystem::path& file, int width, int height) {
  if (width <= 0 || height <= 0 || width > kMaxSide || height > kMaxSide) return nullptr;
  SDL_RWops* rw = SDL_RWFromFile(file.string().c_str(), "rb");
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
  const std::filesystem::path file = art_dir_ / (name + ".svg");
  std::ifstream in(file, std::ios::binary);
  std::stringstream buffer;
  if (in) buffer << in.rdbuf();
  if (!in || buffer.str().empty()) {
    std::cerr << "mycity: art file " << file.string() << " is missing or empty\n";
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
    std::cerr << "mycity: art file " << (art_dir_ / (name + ".svg")).string()
              << " cannot be rasterised: " << SDL_GetError() << '\n';
    failed_.insert(name);
    sources_.erase(name);
    return nullptr;
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  SDL_FreeSurface(surface);
  if (texture == nullptr) return nullptr;
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  ++rasterisations_;
  textures_.emplace(std::move(key), Entry{texture, frame_});
  return texture;
}

void SvgCache::add_generated(std::string name, std::string svg) {
  failed_.erase(name);
  sources_.insert_or_assign(std::move(name), std::move(svg));
}

void SvgCache::end_frame() {
  ++frame_;
  for (auto it = textures_.begin(); it != textures_.end();) {
    if (frame_ - it->second.last_used > kEvictAfterFrames) {
      SDL_DestroyTexture(it->second.texture);
      it = textures_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace mycity::app
