// The play screen's verdict ("Fits here…", "Cannot build here: …") sits in a box of its own
// height above the buttons (draw_verdict in screens/play_screen.cpp): a one-line and a
// two-line verdict leave the buttons where they are, so they do not jump under the
// player's pointer and the frame cache redraws the text alone.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>
#include <string_view>

#include "app_driver.hpp"
#include "play_driver.hpp"

namespace app::test {
namespace {

// The verdict box's window: the side panel's child named "##verdict".
const ImGuiWindow* verdict_box() {
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (w->WasActive && std::string_view(w->Name).find("/##verdict") != std::string_view::npos)
      return w;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("the ghost's verdict keeps the buttons in place", "[app][play]") {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--autoplay", "6"});
  PlayDriver play(app);
  REQUIRE(play.turns().phase() ==
          mycity::session::TurnController::Phase::Reveal);  // 3 whole rounds
  app.key(SDLK_RETURN);                                     // on from the reveal (R10)
  app.key(SDLK_RETURN);                                     // take the seat
  REQUIRE(play.turns().phase() == mycity::session::TurnController::Phase::Acting);

  play.hover(play.turns().legal_cursor_cells().front());
  REQUIRE(play.turns().ghost().legal());
  const ImGuiWindow* box = verdict_box();
  REQUIRE(box != nullptr);
  const float legal_bottom = box->Pos.y + box->Size.y;
  const std::optional<Point> rotate_when_legal = app.find_widget("##table/##side", "###rotate");

  play.hover(play.illegal_cell());
  REQUIRE_FALSE(play.turns().ghost().legal());
  box = verdict_box();
  REQUIRE(box != nullptr);
  // The illegal verdict's two lines fill the box that the legal one's single line left
  // half empty.
  CHECK(box->Pos.y + box->Size.y == legal_bottom);
  const std::optional<Point> rotate_when_illegal = app.find_widget("##table/##side", "###rotate");
  REQUIRE(rotate_when_legal);
  REQUIRE(rotate_when_illegal);
  CHECK(rotate_when_illegal->y == rotate_when_legal->y);
}

}  // namespace app::test
