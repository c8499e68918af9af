#include "platform/screenshot.hpp"

#include <SDL.h>
#include <SDL_image.h>

namespace app {

std::string save_screenshot(SDL_Renderer* renderer, const std::string& file) {
  SDL_SetRenderTarget(renderer, nullptr);  // what the window shows, not a texture being drawn
  int w = 0;
  int h = 0;
  if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0 || w <= 0 || h <= 0)
    return std::string("cannot get the renderer size: ") + SDL_GetError();
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
  if (surface == nullptr) return std::string("cannot allocate the image: ") + SDL_GetError();
  std::string error;
  if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGB24, surface->pixels,
                           surface->pitch) != 0) {
    error = std::string("cannot read the pixels: ") + SDL_GetError();
  } else if (IMG_SavePNG(surface, file.c_str()) != 0) {
    error = file + ": cannot be written: " + IMG_GetError();
  }
  SDL_FreeSurface(surface);
  return error;
}

}  // namespace app
