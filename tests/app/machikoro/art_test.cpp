// Machi Koro's art as the app draws it: every SVG of assets/art/machikoro rasterises through
// SDL2_image (nanosvg) at 64 x 64 and covers a fair part of its square, so a file nanosvg
// parses but draws (almost) nothing of fails here. The sheet of them all is machikoro-art.png.
#include <SDL.h>
#include <SDL_image.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

#include "paint/svg_cache.hpp"

namespace app::test {

namespace {

constexpr int kSize = 64;

// The share of pixels that are not fully transparent.
double covered(SDL_Surface* surface) {
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
  REQUIRE(rgba != nullptr);
  int drawn = 0;
  for (int y = 0; y < rgba->h; ++y) {
    const auto* row = static_cast<const Uint8*>(rgba->pixels) + y * rgba->pitch;
    for (int x = 0; x < rgba->w; ++x) drawn += row[x * 4 + 3] != 0 ? 1 : 0;
  }
  SDL_FreeSurface(rgba);
  return static_cast<double>(drawn) / (kSize * kSize);
}

}  // namespace

TEST_CASE("every piece of Machi Koro's art rasterises and draws", "[app][art][machikoro]") {
  const std::filesystem::path art_dir = std::filesystem::path(MYCITY_ASSETS_DIR) / "art/machikoro";
  std::set<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(art_dir)) files.insert(entry.path());
  REQUIRE(files.size() >= 27);
  const int columns = 9;
  const int rows = (static_cast<int>(files.size()) + columns - 1) / columns;
  SDL_Surface* sheet =
      SDL_CreateRGBSurfaceWithFormat(0, columns * kSize, rows * kSize, 32, SDL_PIXELFORMAT_RGBA32);
  REQUIRE(sheet != nullptr);
  SDL_FillRect(sheet, nullptr, SDL_MapRGBA(sheet->format, 224, 216, 200, 255));
  int placed = 0;
  for (const std::filesystem::path& file : files) {
    INFO(file.filename().string());
    SDL_Surface* surface = rasterise_svg_file(file, kSize, kSize);
    REQUIRE(surface != nullptr);
    CHECK(surface->w == kSize);
    CHECK(surface->h == kSize);
    CHECK(covered(surface) > 0.3);
    SDL_Rect at{(placed % columns) * kSize, (placed / columns) * kSize, kSize, kSize};
    SDL_BlitSurface(surface, nullptr, sheet, &at);
    ++placed;
    SDL_FreeSurface(surface);
  }
  const std::filesystem::path output_dir(MYCITY_APP_TEST_OUTPUT_DIR);
  std::filesystem::create_directories(output_dir);
  CHECK(IMG_SavePNG(sheet, (output_dir / "machikoro-art.png").string().c_str()) == 0);
  SDL_FreeSurface(sheet);
}

}  // namespace app::test
