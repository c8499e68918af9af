// The frame cache (src/app/frame_cache.hpp) redraws only what changed: every frame of a turn
// on the play screen of a 4-player game, read back as a screenshot, must be the frame a
// whole redraw makes of the same draw data, pixel for pixel, wherever the frame is kept.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "frame_cache.hpp"
#include "play_driver.hpp"
#include "screenshot.hpp"

namespace mycity::app::test {

using session::PlayLayout;

namespace {

using Phase = session::TurnController::Phase;

// What the frames checked redrew.
struct DamageCounts {
  int frames = 0;
  int unchanged = 0;  // nothing redrawn
  int partial = 0;    // a rectangle inside the window
  int whole = 0;
};

}  // namespace

TEST_CASE("frames drawn through the frame cache are pixel for pixel a whole redraw",
          "[app][frame-cache]") {
  AppDriver app(
      {"--new-game", "Ann:fox,Ben:owl,Cy:bear,Di:hare", "--seed", "3", "--autoplay", "20"});
  PlayDriver play(app);
  REQUIRE(app.app().current_screen() == ScreenId::Play);
  REQUIRE(play.turns().phase() == Phase::Handoff);
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(app.app().window(), &width, &height);

  FrameCache& cache = app.app().frame_cache();
  // Kept on the window (the software renderer's way) and in a texture (other renderers').
  const bool in_texture = GENERATE(false, true);
  INFO("frames kept " << (in_texture ? "in a texture" : "on the window"));
  if (in_texture) cache.keep_in_texture();
  const std::filesystem::path cached_png = screenshot_dir() / "frame-cache-cached.png";
  const std::filesystem::path whole_png = screenshot_dir() / "frame-cache-whole.png";
  DamageCounts counts;
  // Each frame: drawn and read back as --screenshot does, then the same draw data drawn
  // again whole (cleared, every command unclipped) and read back.
  const auto check = [&] {
    const std::string error = app.app().step_and_save(cached_png.string());
    REQUIRE(error.empty());
    const std::vector<SDL_Rect> damage = cache.last_damage();
    cache.redraw_whole();
    REQUIRE(save_screenshot(SDL_GetRenderer(app.app().window()), whole_png.string()).empty());
    std::string parts;
    for (const SDL_Rect& r : damage)
      parts += " " + std::to_string(r.w) + "x" + std::to_string(r.h) + "+" + std::to_string(r.x) +
               "+" + std::to_string(r.y);
    INFO("frame " << counts.frames << ", redrawn:" << parts);
    REQUIRE(differing_pixels(cached_png, whole_png) == 0);
    ++counts.frames;
    if (damage.empty()) {
      ++counts.unchanged;
    } else if (damage.size() == 1 && damage[0].w == width && damage[0].h == height) {
      ++counts.whole;
    } else {
      ++counts.partial;
    }
  };
  cache.forget();  // the first frame checked is drawn whole, as after lost render targets
  app.draw_frames_with(check);

  app.key(SDLK_RETURN);  // take the seat: the hand-off panel goes
  REQUIRE(play.turns().phase() == Phase::Acting);
  // The pointer over the board, cell by cell along a diagonal and a row (the ghost follows
  // it, the side panel says whether it fits), and once between cells.
  const PlayLayout layout = play.layout();
  for (int i = 0; i < 5; ++i) {
    app.move_to(play.cell_point({1 + i, 1 + i}));
    app.frames(1);
  }
  for (int x = 6; x < 10; ++x) {
    app.move_to(play.cell_point({x, 5}));
    app.frames(1);
  }
  app.move_to({layout.cell_centre_x(2) + layout.cell / 2, layout.cell_centre_y(3)});
  app.frames(2);
  app.key(SDLK_r);  // the ghost turns
  app.wheel(1);     // and once more, with the wheel over the board
  // A button hovered: found without checking (its search draws many frames), then the
  // pointer comes to it from the board.
  app.draw_frames_with({});
  const std::optional<Point> place = app.find_widget("##table/##side", "###place");
  REQUIRE(place);
  const Cell target = play.turns().legal_cursor_cells().front();
  app.draw_frames_with(check);
  play.hover(target);
  app.move_to(*place);
  app.frames(2);
  // A building placed and confirmed: the turn goes to the next player's hand-off.
  app.click(play.cell_point(target));
  app.key(SDLK_RETURN);
  app.frames(2);
  CHECK(play.turns().phase() == Phase::Handoff);

  // Round the table unchecked, then the hand-off of the first player again: their board's
  // picture is updated where their building went (ListPicture), the rest of it kept.
  app.draw_frames_with({});
  for (int turn = 0; turn < 3; ++turn) {
    app.key(SDLK_RETURN);
    const Cell somewhere = play.turns().legal_cursor_cells().front();
    play.hover(somewhere);
    app.click(play.cell_point(somewhere));
    app.key(SDLK_RETURN);
    REQUIRE(play.turns().phase() == Phase::Handoff);
    if (turn == 1) app.draw_frames_with(check);  // the last turn and the hand-off after it
  }
  app.frames(2);

  // The test covered all three kinds of frame, and mostly partial ones.
  CHECK(counts.partial >= 10);
  CHECK(counts.unchanged >= 1);
  CHECK(counts.whole >= 1);
}

}  // namespace mycity::app::test
