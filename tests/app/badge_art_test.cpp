// The animal badges' discs made as SVG (src/app/badge_art.hpp), rasterised as the app does:
// a ring in the player's colour, a cream face, a translucent shadow below, nothing at the
// corners.
#include <SDL.h>
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <string>

#include "badge_art.hpp"

namespace mycity::app {
namespace {

struct Rgba {
  int r = 0;
  int g = 0;
  int b = 0;
  int a = 0;
};

// The disc of `rgb` rasterised at `side` x `side` pixels, as ARGB8888.
SDL_Surface* rasterised_disc(unsigned rgb, int side) {
  const std::string svg = badge_disc_svg(rgb);
  SDL_RWops* rw = SDL_RWFromConstMem(svg.data(), static_cast<int>(svg.size()));
  REQUIRE(rw != nullptr);
  SDL_Surface* raw = IMG_LoadSizedSVG_RW(rw, side, side);
  SDL_RWclose(rw);
  REQUIRE(raw != nullptr);
  SDL_Surface* argb = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(raw);
  REQUIRE(argb != nullptr);
  return argb;
}

Rgba pixel(const SDL_Surface* surface, int x, int y) {
  const auto* row = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch;
  const Uint32 value = reinterpret_cast<const Uint32*>(row)[x];
  Uint8 r = 0, g = 0, b = 0, a = 0;
  SDL_GetRGBA(value, surface->format, &r, &g, &b, &a);
  return {r, g, b, a};
}

}  // namespace

TEST_CASE("a badge's disc: the player's colour as its ring, a cream face, a shadow below",
          "[app][art]") {
  // At 104 pixels one unit of the art's viewBox is one pixel: the disc has its centre at
  // (50, 50) and a radius of 50.
  SDL_Surface* disc = rasterised_disc(0xE07A2Eu, 104);
  REQUIRE(disc->w == 104);
  REQUIRE(disc->h == 104);
  const Rgba ring = pixel(disc, 50, 3);
  CHECK(ring.r == 0xE0);
  CHECK(ring.g == 0x7A);
  CHECK(ring.b == 0x2E);
  CHECK(ring.a == 255);
  const Rgba face = pixel(disc, 50, 50);
  CHECK(face.r == 0xFF);
  CHECK(face.g == 0xFA);
  CHECK(face.b == 0xEC);
  CHECK(face.a == 255);
  // Below the disc, inside the shadow: dark and translucent.
  const Rgba shadow = pixel(disc, 52, 102);
  CHECK(shadow.a > 80);
  CHECK(shadow.a < 140);
  CHECK(shadow.r < 60);
  // The corners are clear: the table shows there.
  CHECK(pixel(disc, 1, 1).a == 0);
  CHECK(pixel(disc, 102, 1).a == 0);
  SDL_FreeSurface(disc);
}

}  // namespace mycity::app
