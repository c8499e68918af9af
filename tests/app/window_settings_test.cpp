// The window's size in the settings: what is saved is the size of the ordinary window,
// never the screen it filled in fullscreen, and a saved size never opens a window larger
// than the screen.
#include <catch2/catch.hpp>
#include <fstream>

#include "app_driver.hpp"
#include "platform/settings.hpp"

namespace app::test {
namespace {

std::filesystem::path settings_with_size(const TempDir& dir, int width, int height) {
  const std::filesystem::path file = dir.path() / "settings.json";
  std::ofstream(file) << "{\"window_width\": " << width << ", \"window_height\": " << height << "}";
  return file;
}

}  // namespace

TEST_CASE("a saved window size larger than the screen opens a window that fits it",
          "[app][window]") {
  TempDir dir;
  const std::filesystem::path file = settings_with_size(dir, 5000, 4000);
  AppDriver app({"--settings", file.string()}, false);
  SDL_Rect usable{};
  REQUIRE(SDL_GetDisplayUsableBounds(0, &usable) == 0);
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(app.app().window(), &width, &height);
  CHECK(width <= usable.w);
  CHECK(height <= usable.h);
}

TEST_CASE("the window size saved after fullscreen is the ordinary window's", "[app][window]") {
  TempDir dir;
  const std::filesystem::path file = settings_with_size(dir, 900, 600);
  {
    AppDriver app({"--settings", file.string()}, false);
    app.key(SDLK_F11);
    REQUIRE((SDL_GetWindowFlags(app.app().window()) & SDL_WINDOW_FULLSCREEN) != 0);
    app.key(SDLK_F11);
    // A window manager can report the screen-sized window after fullscreen has ended.
    SDL_Rect screen{};
    REQUIRE(SDL_GetDisplayBounds(0, &screen) == 0);
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.windowID = SDL_GetWindowID(app.app().window());
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.data1 = screen.w;
    e.window.data2 = screen.h;
    REQUIRE(SDL_PushEvent(&e) == 1);
    app.frames(2);
  }
  const LoadedSettings saved = load_settings(file);
  CHECK(saved.problems.empty());
  CHECK(saved.settings.window_width == 900);
  CHECK(saved.settings.window_height == 600);
}

}  // namespace app::test
