// Steady buttons and nothing done by one stray click, on the play table: the side panel's
// buttons keep their places through every state of a turn (a legal or illegal ghost, a
// building placed, a pass chosen) and on a church card, where Pass stays, disabled (R14);
// a pass is paid only when confirmed and can be taken back before (R12).
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "play_driver.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;

const std::vector<std::string> kButtons{"###rotate", "###rotate_back", "###place", "###undo",
                                        "###pass",   "###drop",        "###menu"};

// A point on a widget and the id ImGui hovered there.
struct Spot {
  Point at;
  ImGuiID id = 0;
};

std::vector<Spot> find_buttons(AppDriver& app) {
  std::vector<Spot> spots;
  for (const std::string& label : kButtons) {
    INFO(label);
    const std::optional<Point> at = app.find_widget("##table/##side", label);
    REQUIRE(at);
    spots.push_back({*at, GImGui->HoveredId});
  }
  return spots;
}

// Every button is still under the point where it was found.
void check_in_place(AppDriver& app, const std::vector<Spot>& spots) {
  for (std::size_t i = 0; i < spots.size(); ++i) {
    INFO(kButtons[i]);
    app.move_to(spots[i].at);
    app.frames(1);
    CHECK(GImGui->HoveredId == spots[i].id);
  }
}

// The rounds (of two seats) played before the deck's first church card comes up.
int rounds_before_church(const mycity::Game& game) {
  int rounds = 0;
  const std::vector<std::string>& deck = game.deck();
  for (std::size_t i = 0; i < deck.size(); ++i) {
    if (deck[i] == "BLOCK") {
      ++i;  // the next card is blocked (R15)
      continue;
    }
    if (game.catalogue().piece(*game.catalogue().find_piece(deck[i])).must_build) return rounds;
    ++rounds;
  }
  FAIL("no church in the deck");
  return 0;
}

}  // namespace

TEST_CASE("R12: the table's buttons stay in place, a pass waits for its confirm",
          "[app][play][R12]") {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--autoplay", "6"});
  PlayDriver play(app);
  app.key(SDLK_RETURN);  // on from the reveal (R10)
  play.take_seat();
  play.hover(play.turns().legal_cursor_cells().front());
  const std::vector<Spot> spots = find_buttons(app);

  play.hover(play.illegal_cell());
  REQUIRE_FALSE(play.turns().ghost().legal());
  check_in_place(app, spots);

  play.place_at(play.turns().legal_cursor_cells().front());
  check_in_place(app, spots);
  app.key(SDLK_z);
  REQUIRE_FALSE(play.turns().decided());

  // A stray click on Pass costs nothing yet: Undo takes it back.
  const int score = play.turns().game().player(play.turns().seat()).track.value();
  app.click(spots[4].at);
  REQUIRE(play.turns().pass_pending());
  CHECK(play.turns().game().player(play.turns().seat()).track.value() == score);
  check_in_place(app, spots);
  app.click(spots[3].at);  // Undo
  CHECK_FALSE(play.turns().pass_pending());
  CHECK(play.turns().phase() == Phase::Acting);
  app.click(spots[4].at);  // Pass, then Confirm in Place's place
  app.click(spots[2].at);
  CHECK(play.game().game().player(0).track.value() == score - 1);
  CHECK(play.turns().phase() != Phase::Acting);
}

TEST_CASE("R14: on a church card Pass stays in its place, disabled, and Drop out in its own",
          "[app][play][R14]") {
  const int rounds = [] {
    AppDriver probe({"--new-game", "Ann:fox,Ben:owl", "--seed", "3"});
    return rounds_before_church(PlayDriver(probe).turns().game());
  }();
  REQUIRE(rounds > 0);
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--autoplay",
                 std::to_string(2 * rounds - 1)});
  PlayDriver play(app);
  // Ben's last turn before the church: the buttons as they are on an ordinary card.
  play.take_seat();
  play.hover(play.illegal_cell());
  const std::vector<Spot> spots = find_buttons(app);
  app.key(SDLK_p);
  app.key(SDLK_RETURN);
  app.key(SDLK_RETURN);  // on from the reveal
  play.take_seat();
  const mycity::Game& g = play.turns().game();
  REQUIRE(g.catalogue().piece(g.current_piece()).must_build);
  play.hover(play.illegal_cell());
  check_in_place(app, spots);
  app.move_to(spots[4].at);
  app.frames(1);
  CHECK(GImGui->HoveredIdDisabled);  // Pass is there, disabled
  app.click(spots[4].at);
  CHECK_FALSE(play.turns().pass_pending());
  CHECK(play.turns().phase() == Phase::Acting);
}

}  // namespace app::test
