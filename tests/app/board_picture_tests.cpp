// The play screen keeps each player's board art as one picture between frames (ListPicture,
// screens/play_screen.cpp): a building added to the city must show in it, and the picture
// updated where it changed must be the one drawn anew.
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <memory>
#include <vector>

#include "app_driver.hpp"
#include "frame_cache.hpp"
#include "list_picture.hpp"
#include "menu_backdrop.hpp"
#include "play_driver.hpp"
#include "svg_cache.hpp"

namespace mycity::app::test {

using session::PlayLayout;
using session::Rect;

namespace {

using Phase = session::TurnController::Phase;

struct SurfaceFree {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
using Surface = std::unique_ptr<SDL_Surface, SurfaceFree>;

Surface load_rgba(const std::filesystem::path& png) {
  Surface loaded(IMG_Load(png.string().c_str()));
  INFO(png << ": " << IMG_GetError());
  REQUIRE(loaded);
  Surface rgba(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0));
  REQUIRE(rgba);
  return rgba;
}

Uint32 pixel(const SDL_Surface& s, int x, int y) {
  const auto* row = static_cast<const Uint8*>(s.pixels) + static_cast<std::ptrdiff_t>(y) * s.pitch;
  return reinterpret_cast<const Uint32*>(row)[x];
}

// The current player's turn: the ghost on a legal cell, placed and confirmed.
void build_somewhere(AppDriver& app, PlayDriver& play) {
  play.take_seat();
  play.place_at(play.turns().legal_cursor_cells().front());
  app.key(SDLK_RETURN);
  REQUIRE(play.turns().phase() == Phase::Handoff);
}

}  // namespace

TEST_CASE("the board picture shows a building once it is built", "[app][board-picture]") {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3"});
  PlayDriver play(app);
  REQUIRE(play.turns().phase() == Phase::Handoff);
  const std::filesystem::path before_png = screenshot_dir() / "board-picture-before.png";
  const std::filesystem::path after_png = screenshot_dir() / "board-picture-after.png";
  // The active board read back with the ghost parked in a corner; the cells it covers.
  const auto shoot = [&](const std::filesystem::path& png) {
    play.hover({0, 0});
    REQUIRE(app.app().step_and_save(png.string()).empty());
    return play.turns().ghost().cells;
  };

  app.key(SDLK_RETURN);  // Ann takes the seat
  const int ann = play.turns().seat();
  std::vector<Cell> hidden = shoot(before_png);
  // Ann builds, then Ben; Ann's board comes back with her building.
  const Cell target = play.turns().legal_cursor_cells().front();
  play.hover(target);
  app.click(play.cell_point(target));
  app.key(SDLK_RETURN);
  REQUIRE(play.turns().phase() == Phase::Handoff);
  const mycity::PlacedBuilding built = play.turns().game().player(ann).city.buildings().back();
  build_somewhere(app, play);
  app.key(SDLK_RETURN);
  REQUIRE(play.turns().seat() == ann);
  for (const Cell& c : shoot(after_png)) hidden.push_back(c);

  // Inside the building's cells that neither ghost covers (a margin off their edges, where
  // outlines and neighbours' shadows fall), the picture must have changed almost everywhere.
  const Surface before = load_rgba(before_png);
  const Surface after = load_rgba(after_png);
  const PlayLayout layout = play.layout();
  const int margin = static_cast<int>(layout.cell * 0.15f);
  int compared = 0;
  int changed = 0;
  built.cells.for_each([&](Cell c) {
    if (std::find(hidden.begin(), hidden.end(), c) != hidden.end()) return;
    const Rect r = layout.cell_rect(c);
    for (int y = static_cast<int>(r.y) + margin; y < static_cast<int>(r.bottom()) - margin; ++y) {
      for (int x = static_cast<int>(r.x) + margin; x < static_cast<int>(r.right()) - margin; ++x) {
        ++compared;
        if (pixel(*before, x, y) != pixel(*after, x, y)) ++changed;
      }
    }
  });
  INFO(changed << " of " << compared << " pixels changed");
  REQUIRE(compared > 0);
  CHECK(changed * 10 >= compared * 9);
}

}  // namespace mycity::app::test

namespace mycity::app::test {

TEST_CASE("a board picture updated where the board changed is the picture drawn anew",
          "[app][board-picture]") {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3"});
  PlayDriver play(app);
  REQUIRE(play.turns().phase() == Phase::Handoff);
  const int ann = play.turns().seat();
  build_somewhere(app, play);  // Ann
  build_somewhere(app, play);  // Ben: Ann's hand-off shows her board with her building
  REQUIRE(play.turns().seat() == ann);
  ListPicture& picture = app.app().backdrop().board(static_cast<std::size_t>(ann));
  REQUIRE(picture.last_redraw() == ListPicture::Redraw::parts);

  const std::filesystem::path updated_png = screenshot_dir() / "board-picture-updated.png";
  const std::filesystem::path anew_png = screenshot_dir() / "board-picture-anew.png";
  REQUIRE(app.app().step_and_save(updated_png.string()).empty());
  app.app().backdrop().forget();  // every picture drawn whole, and the window with them
  app.app().frame_cache().forget();
  REQUIRE(app.app().step_and_save(anew_png.string()).empty());
  REQUIRE(picture.last_redraw() == ListPicture::Redraw::whole);
  CHECK(differing_pixels(updated_png, anew_png) == 0);
}

TEST_CASE("while the app is idle it makes the seats' pictures ready for their hand-offs",
          "[app][board-picture]") {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3"});
  PlayDriver play(app);
  REQUIRE(play.turns().phase() == Phase::Handoff);
  const int first = play.turns().seat();
  ListPicture& first_picture = app.app().backdrop().board(static_cast<std::size_t>(first));
  ListPicture& second_picture = app.app().backdrop().board(static_cast<std::size_t>(1 - first));
  // The game's first frames show the first player's board; the second's is made while
  // the players read the hand-off.
  // So is the first player's thumbnail, shown while the second has the turn.
  ListPicture& first_thumbnail = app.app().backdrop().thumbnail(static_cast<std::size_t>(first), 0);
  CHECK(second_picture.times_drawn() == 0);
  CHECK(first_thumbnail.times_drawn() == 0);
  play.idle();
  const int second_drawn = second_picture.times_drawn();
  CHECK(second_drawn == 1);
  CHECK(first_thumbnail.times_drawn() == 1);
  play.idle();  // nothing changed: nothing more to do
  CHECK(second_picture.times_drawn() == second_drawn);

  build_somewhere(app, play);  // the hand-off to the second player shows the picture made
  CHECK(second_picture.times_drawn() == second_drawn);
  // The first player's thumbnail shows their building at once, drawn where it changed.
  CHECK(first_thumbnail.times_drawn() == 2);
  CHECK(first_thumbnail.last_redraw() == ListPicture::Redraw::parts);
  // The first player's picture gets their building while the players change seats, only
  // where it changed.
  const int first_drawn = first_picture.times_drawn();
  play.idle();
  CHECK(first_picture.times_drawn() == first_drawn + 1);
  CHECK(first_picture.last_redraw() == ListPicture::Redraw::parts);
  build_somewhere(app, play);  // the hand-off back to the first player
  CHECK(first_picture.times_drawn() == first_drawn + 1);
}

TEST_CASE("a building placed is in its player's thumbnail before the hand-off shows it",
          "[app][board-picture]") {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl,Cy:bear", "--seed", "3"});
  PlayDriver play(app);
  play.idle();
  play.take_seat();
  // Where the next player sees this player's city: the last of the others' places.
  const auto seat = static_cast<std::size_t>(play.turns().seat());
  ListPicture& thumbnail = app.app().backdrop().thumbnail(seat, 1);
  const std::vector<Cell> legal = play.turns().legal_cursor_cells();
  REQUIRE(legal.size() >= 2);

  play.place_at(legal.front());
  int drawn = thumbnail.times_drawn();
  play.idle();  // the player looks at the building placed: its thumbnail gets it
  CHECK(thumbnail.times_drawn() == drawn + 1);
  app.key(SDLK_z);  // taken back: the thumbnail loses it again
  play.idle();
  CHECK(thumbnail.times_drawn() == drawn + 2);
  play.place_at(legal.back());
  play.idle();
  CHECK(thumbnail.times_drawn() == drawn + 3);
  drawn = thumbnail.times_drawn();
  const int rasterised = app.app().art().rasterisations();
  app.key(SDLK_RETURN);  // confirmed: the hand-off
  REQUIRE(play.turns().phase() == Phase::Handoff);
  CHECK(thumbnail.times_drawn() == drawn);                // made ahead, with the building
  CHECK(app.app().art().rasterisations() == rasterised);  // so were the next player's badges
}

}  // namespace mycity::app::test
