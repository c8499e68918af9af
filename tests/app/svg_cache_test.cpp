// SvgCache (src/app/paint/svg_cache.hpp) keeps the art it rasterised while it holds little,
// over its budget frees what was unused longest, and copies opaque art instead of blending it.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <string>

#include "paint/svg_cache.hpp"

namespace app {
namespace {

constexpr const char* kSquare =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\">"
    "<rect x=\"1\" y=\"1\" width=\"8\" height=\"8\" fill=\"#336699\"/></svg>";

// A software renderer drawing into a small surface: no window needed.
struct SoftwareRenderer {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Renderer* renderer = surface != nullptr ? SDL_CreateSoftwareRenderer(surface) : nullptr;
  ~SoftwareRenderer() {
    if (renderer != nullptr) SDL_DestroyRenderer(renderer);
    if (surface != nullptr) SDL_FreeSurface(surface);
  }
};

}  // namespace

TEST_CASE("art used now and then stays rasterised while the cache holds little", "[app][art]") {
  SoftwareRenderer software;
  REQUIRE(software.renderer != nullptr);
  SvgCache cache(software.renderer, "no-art-dir");
  cache.add_generated("square", kSquare);
  REQUIRE(cache.get("square", 87, 87) != nullptr);               // the hand-off's badge, say
  for (int frame = 0; frame < 1000; ++frame) cache.end_frame();  // a long turn
  REQUIRE(cache.get("square", 87, 87) != nullptr);
  CHECK(cache.rasterisations() == 1);
  CHECK(cache.live_textures() == 1);
}

TEST_CASE("over its budget the art cache frees the art unused longest", "[app][art]") {
  SoftwareRenderer software;
  REQUIRE(software.renderer != nullptr);
  SvgCache cache(software.renderer, "no-art-dir");
  cache.add_generated("square", kSquare);
  // Nine sizes of about 450 x 450 pixels (0.8 MB each, as after a few window sizes), one
  // a frame, widest first: the widest is the one unused longest.
  constexpr int kSizes = 9;
  for (int i = kSizes - 1; i >= 0; --i) {
    REQUIRE(cache.get("square", 450 + i, 450) != nullptr);
    cache.end_frame();
  }
  for (int frame = 0; frame < 1000; ++frame) cache.end_frame();
  CHECK(cache.live_textures() == kSizes);  // under the budget: all kept
  // A large one (4 MB) takes the cache over its budget: the oldest go.
  REQUIRE(cache.get("square", 1000, 1000) != nullptr);
  cache.end_frame();
  CHECK(cache.live_textures() < kSizes + 1);
  const int drawn = cache.rasterisations();
  REQUIRE(cache.get("square", 1000, 1000) != nullptr);
  REQUIRE(cache.get("square", 450, 450) != nullptr);
  CHECK(cache.rasterisations() == drawn);  // the newest were kept
  REQUIRE(cache.get("square", 450 + kSizes - 1, 450) != nullptr);
  CHECK(cache.rasterisations() == drawn + 1);  // the oldest was freed
}

TEST_CASE("art that covers its whole square is copied, art with see-through parts is blended",
          "[app][art]") {
  constexpr const char* kFull =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 "
      "10\"><rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#336699\"/></svg>";
  SoftwareRenderer software;
  REQUIRE(software.renderer != nullptr);
  SvgCache cache(software.renderer, "no-art-dir");
  cache.add_generated("full", kFull);
  cache.add_generated("square", kSquare);  // a transparent border
  SDL_BlendMode full = SDL_BLENDMODE_INVALID;
  SDL_BlendMode bordered = SDL_BLENDMODE_INVALID;
  REQUIRE(SDL_GetTextureBlendMode(cache.get("full", 20, 20), &full) == 0);
  REQUIRE(SDL_GetTextureBlendMode(cache.get("square", 20, 20), &bordered) == 0);
  CHECK(full == SDL_BLENDMODE_NONE);
  CHECK(bordered == SDL_BLENDMODE_BLEND);
}

}  // namespace app
