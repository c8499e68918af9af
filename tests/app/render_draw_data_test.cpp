// render_draw_data() (src/app/render_draw_data.hpp) hands SDL each command's own vertices
// instead of the rest of its list: the pixels must be those ImGui's SDL_Renderer backend
// draws from the same draw data.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "app_driver.hpp"
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

}  // namespace mycity::app::test
