// render_draw_data() (src/app/render_draw_data.hpp) hands SDL each command's own vertices
// instead of the rest of its list: the pixels must be those ImGui's SDL_Renderer backend
// draws from the same draw data.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>
#include <imgui_internal.h>  // ImDrawListSharedData: a list without an ImGui context

#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "app_driver.hpp"
#include "list_picture.hpp"
#include "play_driver.hpp"
#include "render_draw_data.hpp"
#include "screenshot.hpp"

namespace mycity::app::test {
namespace {

// The last frame's draw data drawn on the cleared window by `draw`, saved as `name`.
std::filesystem::path drawn_by(AppDriver& app, const std::function<void(ImDrawData&)>& draw,
                               const std::string& name) {
  SDL_Renderer* renderer = SDL_GetRenderer(app.app().window());
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
  SDL_RenderClear(renderer);
  draw(*ImGui::GetDrawData());
  const std::filesystem::path png = screenshot_dir() / name;
  REQUIRE(save_screenshot(renderer, png.string()).empty());
  return png;
}

// The most commands a list of the last frame has.
int most_commands() {
  const ImDrawData& data = *ImGui::GetDrawData();
  int most = 0;
  for (int n = 0; n < data.CmdListsCount; ++n)
    most = std::max(most, data.CmdLists[n]->CmdBuffer.Size);
  return most;
}

// Both ways of drawing the frame just drawn give the same pixels.
void require_same_as_backend(AppDriver& app, const std::string& screen) {
  app.frames(1);
  SDL_Renderer* renderer = SDL_GetRenderer(app.app().window());
  const auto backend = drawn_by(
      app, [](ImDrawData& d) { ImGui_ImplSDLRenderer_RenderDrawData(&d); },
      "render-draw-data-backend-" + screen + ".png");
  const auto ours = drawn_by(
      app, [&](ImDrawData& d) { render_draw_data(renderer, d); },
      "render-draw-data-ours-" + screen + ".png");
  INFO(screen);
  REQUIRE(differing_pixels(backend, ours) == 0);
}

}  // namespace

TEST_CASE("render_draw_data draws the pixels ImGui's SDL_Renderer backend draws",
          "[app][frame-cache]") {
  AppDriver app(
      {"--new-game", "Ann:fox,Ben:owl,Cy:bear,Di:hare", "--seed", "3", "--autoplay", "20"});
  PlayDriver play(app);
  REQUIRE(app.app().current_screen() == ScreenId::Play);
  require_same_as_backend(app, "handoff");  // four boards' pictures, the hand-off's panel
  app.key(SDLK_RETURN);
  app.move_to(play.cell_point({3, 3}));  // a ghost building and its verdict
  require_same_as_backend(app, "acting");
}

TEST_CASE("render_draw_data draws a list of many commands as ImGui's backend does",
          "[app][frame-cache]") {
  // Lists of many commands (one per art texture) are the case the spans change: the art
  // preview draws every piece of art directly.
  AppDriver art({"--screen", "art"});
  REQUIRE(art.app().current_screen() == ScreenId::ArtPreview);
  art.frames(1);
  REQUIRE(most_commands() > 50);
  require_same_as_backend(art, "art");
}

TEST_CASE("render_draw_data draws points at the pixel density", "[app][frame-cache]") {
  // A 64x64 pixel target at density 2: 32x32 points.
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(surface != nullptr);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(renderer != nullptr);
  ImDrawListSharedData shared;
  shared.ClipRectFullscreen = {0, 0, 32, 32};
  ImDrawList list(&shared);
  list._ResetForNewFrame();
  list.PushClipRect({0, 0}, {32, 32});
  list.AddRectFilled({4, 4}, {8, 8}, IM_COL32(255, 0, 0, 255));
  list.PushClipRect({0, 0}, {22, 32});  // clips the second square at 22 points: 44 pixels
  list.AddRectFilled({20, 20}, {24, 24}, IM_COL32(255, 0, 0, 255));
  OneListDrawData one(list, {32, 32}, 2.0f);
  render_draw_data(renderer, one.data);
  SDL_RenderFlush(renderer);
  const auto red = [&](int x, int y) {
    const auto* row = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch;
    return reinterpret_cast<const Uint32*>(row)[x] == 0xFFFF0000u;
  };
  CHECK(red(8, 8));
  CHECK(red(15, 15));
  CHECK_FALSE(red(7, 8));
  CHECK_FALSE(red(16, 15));
  CHECK(red(40, 40));
  CHECK(red(43, 47));
  CHECK_FALSE(red(44, 40));  // clipped
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

}  // namespace mycity::app::test
