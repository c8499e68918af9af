// The Eternity autosave follows the frame that shows an action (so a slow disk never delays
// what the players see), and is never lost: it is on disk when that frame's step ends, and
// when the app quits before drawing another frame.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "app_driver.hpp"
#include "mycity/game.hpp"
#include "mycity/session/autosave.hpp"
#include "play_driver.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;

// Actions taken so far, in every round.
std::size_t actions_taken(const mycity::Game& game) {
  std::size_t n = 0;
  for (const auto& round : game.turns()) {
    for (const std::optional<mycity::Action>& action : round) n += action.has_value() ? 1 : 0;
  }
  return n;
}

// A 2-player game whose first player has taken the seat and holds a tentative building.
struct TentativeBuilding {
  TempDir saves;
  AppDriver app{
      {"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--save-dir", saves.path().string()}};
  PlayDriver play{app};

  TentativeBuilding() {
    play.take_seat();
    play.place_at(play.turns().legal_cursor_cells().front());
  }

  void queue_key_press(SDL_Keycode key) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(app.app().window());
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    REQUIRE(SDL_PushEvent(&e) == 1);
  }

  // The game on disk has exactly the turns of the game on screen.
  void check_saved() {
    const mycity::Game& shown = play.turns().game();
    const table::Result<mycity::Game> saved =
        mycity::session::EternityAutosave(saves.path()).load(shown.catalogue());
    INFO(saved.error());
    REQUIRE(saved);
    CHECK(saved->turns() == shown.turns());
  }
};

}  // namespace

TEST_CASE("a confirmed building is saved by the end of the frame that shows the hand-off",
          "[app][autosave]") {
  TentativeBuilding table;
  const std::size_t before = actions_taken(table.play.turns().game());
  table.queue_key_press(SDLK_RETURN);  // confirm
  table.app.app().step();              // one frame: the next player's hand-off
  REQUIRE(table.play.turns().phase() == Phase::Handoff);
  REQUIRE(actions_taken(table.play.turns().game()) == before + 1);
  table.check_saved();
}

TEST_CASE("a confirmed building is saved when the app quits before drawing it", "[app][autosave]") {
  TentativeBuilding table;
  const std::size_t before = actions_taken(table.play.turns().game());
  table.queue_key_press(SDLK_RETURN);  // confirm, and the window closed at once
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  REQUIRE(SDL_PushEvent(&quit) == 1);
  table.app.app().run_for(2000);
  REQUIRE_FALSE(table.app.app().running());
  REQUIRE(actions_taken(table.play.turns().game()) == before + 1);
  table.check_saved();
}

}  // namespace app::test
