// The animal badges' discs made as SVG (src/app/badge_art.hpp), rasterised as the app does:
// a ring in the player's colour, a cream face, a translucent shadow below, nothing at the
// corners.
#include <SDL.h>
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <string>

#include "screens/mycity/paint/badge_art.hpp"

namespace app {
namespace {

struct Rgba {
  int r = 0;
  int g = 0;
  int b = 0;
  int a = 0;
};

// The disc of `rgb` rasterised at `side` x `side` pixels, as ARGB8888.
SDL_Surface* rasterised_disc(unsigned rgb, const BadgeDiscStyle& style, int side) {
  const std::string svg = badge_disc_svg(rgb, style);
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
  // The art's units: the disc has its centre at (50, 50) and a radius of 50.
  constexpr int kSide = 87;  // as the hand-off's badge, at 1600 x 900
  const float pixels_per_unit = kSide / (100.0f * badge_art_scale(kLargeBadgeDisc));
  const auto at = [&](float units) { return static_cast<int>(units * pixels_per_unit); };
  SDL_Surface* disc = rasterised_disc(0xE07A2Eu, kLargeBadgeDisc, kSide);
  CHECK(disc->w == kSide);  // the size asked, exactly
  CHECK(disc->h == kSide);
  const Rgba ring = pixel(disc, at(50), at(3));
  CHECK(ring.r == 0xE0);
  CHECK(ring.g == 0x7A);
  CHECK(ring.b == 0x2E);
  CHECK(ring.a == 255);
  const Rgba face = pixel(disc, at(50), at(50));
  CHECK(face.r == 0xFF);
  CHECK(face.g == 0xFA);
  CHECK(face.b == 0xEC);
  CHECK(face.a == 255);
  // Below the disc, inside the shadow: dark and translucent.
  const Rgba shadow = pixel(disc, at(52), at(102));
  CHECK(shadow.a > 80);
  CHECK(shadow.a < 140);
  CHECK(shadow.r < 60);
  // The corners are clear: the table shows there.
  CHECK(pixel(disc, 1, 1).a == 0);
  CHECK(pixel(disc, kSide - 2, 1).a == 0);
  SDL_FreeSurface(disc);
}

TEST_CASE("a small badge's disc has a thicker ring", "[app][art]") {
  // 8 % of the diameter in from the top: the small disc's ring, the large disc's face.
  constexpr int kSide = 128;
  const auto at = [&](const BadgeDiscStyle& style, float units) {
    return static_cast<int>(units * kSide / (100.0f * badge_art_scale(style)));
  };
  SDL_Surface* large = rasterised_disc(0xE07A2Eu, kLargeBadgeDisc, kSide);
  SDL_Surface* small = rasterised_disc(0xE07A2Eu, kSmallBadgeDisc, kSide);
  CHECK(pixel(large, at(kLargeBadgeDisc, 50), at(kLargeBadgeDisc, 8)).g == 0xFA);
  CHECK(pixel(small, at(kSmallBadgeDisc, 50), at(kSmallBadgeDisc, 8)).g == 0x7A);
  SDL_FreeSurface(large);
  SDL_FreeSurface(small);
}

TEST_CASE("badge discs come back at the size asked", "[app][art]") {
  // Art a pixel larger than its box would be stretched into it, blurred.
  for (const int side : {17, 23, 35, 48, 64, 87, 113, 150}) {
    for (const BadgeDiscStyle& style : {kLargeBadgeDisc, kSmallBadgeDisc}) {
      SDL_Surface* disc = rasterised_disc(0x6C8FA8u, style, side);
      CHECK(disc->w == side);
      CHECK(disc->h == side);
      SDL_FreeSurface(disc);
    }
  }
}

}  // namespace app
