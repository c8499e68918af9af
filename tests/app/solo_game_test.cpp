// A solo game: one person against three easy computers, set up on the setup screen and
// played to the end with synthetic input only. The computers need no hand-off and act in
// secret (R10); the person's first turn asks for a hint (H), whose ghost is legal and is
// taken with Enter.
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "app_driver.hpp"
#include "play_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;
using mycity::session::Strength;
using namespace std::chrono_literals;

// More of the person's steps than a 4-player game can take (cards x steps per action).
constexpr int kMaxSteps = 600;
// The computers and the hint think off the UI thread: waited for by the clock, since on a
// busy machine they take more frames than any count would allow.
constexpr auto kPatience = 3min;

// One frame, and a moment for the thinking threads.
void wait_a_frame(AppDriver& app) {
  app.frames(1);
  std::this_thread::sleep_for(1ms);
}

// H, and frames until the ghost has moved to the hint (it may be there within H's own frames).
// The ghost waits on an illegal cell, so the hint, always legal, moves it.
void ask_for_hint(AppDriver& app, PlayDriver& play, const mycity::session::TurnController& turns) {
  play.hover(play.illegal_cell());
  const mycity::Placement before = turns.ghost().placement;
  REQUIRE_FALSE(turns.ghost().legal());
  app.key(SDLK_h);
  const auto until = std::chrono::steady_clock::now() + kPatience;
  while (turns.ghost().placement == before && std::chrono::steady_clock::now() < until)
    wait_a_frame(app);
}

}  // namespace

TEST_CASE("a solo game against three easy computers, set up and played through the UI",
          "[app][game][computer]") {
  TempDir saves;
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  PlayDriver play(app);
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  REQUIRE(app.click_widget("##setup", "###add"));
  REQUIRE(app.click_widget("##setup", "###add"));
  for (int row = 1; row < 4; ++row) {  // "Person" -> "Computer: Easy" (###kind1)
    REQUIRE(app.click_widget("##setup", "##kind", row));
    REQUIRE(app.click_widget("##Combo_00", "###kind1"));
  }
  app.save_png("solo-setup.png");
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  const mycity::session::EternityTable& game = play.game();
  CHECK_FALSE(game.seats()[0].computer);
  for (int seat = 1; seat < 4; ++seat) {
    CHECK(game.seats()[static_cast<std::size_t>(seat)].computer == Strength::Easy);
    CHECK(game.game().player(seat).name == "Computer (easy)");
  }

  bool hint_taken = false;
  int my_turns = 0;
  const auto until = std::chrono::steady_clock::now() + kPatience;
  int step = 0;
  while (step < kMaxSteps && app.app().current_screen() == MyCityScreen::Play &&
         std::chrono::steady_clock::now() < until) {
    const mycity::session::TurnController& turns = play.turns();
    // Nobody hands the seat to a computer, nor to the only person at the table.
    REQUIRE(turns.phase() != Phase::Handoff);
    if (turns.phase() == Phase::Reveal) {
      app.key(SDLK_RETURN);
      ++step;
      continue;
    }
    if (turns.phase() != Phase::Acting || turns.seat() != 0) {
      wait_a_frame(app);
      continue;
    }
    ++step;
    ++my_turns;
    if (!hint_taken) {  // H: the hard player's choice appears as a legal ghost
      ask_for_hint(app, play, turns);
      app.save_png("solo-hint.png");
      REQUIRE(turns.ghost().legal());
      const mycity::Placement suggested = turns.ghost().placement;
      app.key(SDLK_RETURN);
      app.key(SDLK_RETURN);
      CHECK(turns.game().player(0).city.buildings().back().placement == suggested);
      hint_taken = true;
      continue;
    }
    const std::vector<mycity::Cell> legal = turns.legal_cursor_cells();
    const mycity::Game& g = turns.game();
    if (!legal.empty()) {
      play.place_at(legal[legal.size() / 2]);
      app.key(SDLK_RETURN);
    } else if (g.may_pass() && !g.catalogue().piece(g.current_piece()).must_build) {
      app.key(SDLK_p);
      app.key(SDLK_RETURN);
    } else {
      app.key(SDLK_d);
      app.key(SDLK_y);
    }
  }
  INFO("after " << step << " steps, " << my_turns << " turns of the person, in phase "
                << static_cast<int>(play.turns().phase()) << " of seat " << play.turns().seat());
  CHECK(hint_taken);
  CHECK(my_turns > 5);
  CHECK(app.app().current_screen() == MyCityScreen::End);
  // Every computer played the game through: a seat acted in the first round and then on.
  const mycity::Game& g = play.turns().game();
  REQUIRE(g.over());
  for (int seat = 1; seat < 4; ++seat) CHECK(g.turns().front()[seat].has_value());
  app.save_png("solo-end.png");
}

TEST_CASE("a hard computer that thinks long shows a quiet sign; the window keeps drawing",
          "[app][computer]") {
  AppDriver app({"--size", "1280x800", "--new-game", "Cy:owl@hard,Ann:fox", "--seed", "3"});
  PlayDriver play(app);
  // The hard player thinks on its own thread while the loop goes on drawing.
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t before = app.app().frames_drawn();
  bool shown = false;
  while (play.turns().seat() == 0 && std::chrono::steady_clock::now() - start < 20s) {
    app.app().run_for(10);
    if (!shown && std::chrono::steady_clock::now() - start > 350ms && play.turns().seat() == 0) {
      app.save_png("computer-thinking.png");  // past the 0.3 s of quiet: the sign is up
      shown = true;
    }
  }
  const auto thought = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - start);
  INFO("thought for " << thought.count() << " ms");
  CHECK(play.turns().seat() == 1);
  CHECK(play.turns().phase() == Phase::Acting);  // no hand-off for the only person
  // At least 10 frames a second while it thought: the window never froze.
  CHECK(app.app().frames_drawn() - before >= static_cast<std::uint64_t>(thought.count() / 100));
}

}  // namespace app::test
