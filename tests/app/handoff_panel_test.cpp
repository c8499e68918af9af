// The hand-off panel's content (play/handoff_panel.hpp) is made ahead into a picture while
// the player looks at the building they placed (PlayScreen::work_ahead); shown from that
// picture, the hand-off must look as the panel drawn in its own frame.
#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: the panel's draw list

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "app_driver.hpp"
#include "list_picture.hpp"
#include "menu_backdrop.hpp"
#include "play_driver.hpp"

namespace mycity::app::test {
namespace {

using Phase = session::TurnController::Phase;

struct HandOff {
  std::filesystem::path png;
  int made_ahead = 0;      // times the panel's picture was drawn before the hand-off
  int panel_vertices = 0;  // in the panel window's draw list
};

// A 3-player game's first building placed and confirmed, with or without the player's
// pause in between (when the app works ahead).
HandOff hand_off(bool pause, const std::string& png) {
  AppDriver app({"--new-game", "Ann:fox,Ben:owl,Cy:bear", "--seed", "3"});
  PlayDriver play(app);
  play.idle();
  play.take_seat();
  play.place_at(play.turns().legal_cursor_cells().front());
  if (pause) play.idle();
  const ListPicture& picture = app.app().backdrop().handoff();
  HandOff out;
  out.made_ahead = picture.times_drawn();
  app.key(SDLK_RETURN);  // confirm: the hand-off
  REQUIRE(play.turns().phase() == Phase::Handoff);
  CHECK(picture.times_drawn() == out.made_ahead);  // never drawn in a frame
  out.png = app.save_png(png);
  const ImGuiWindow* panel = ImGui::FindWindowByName("##handoff");
  REQUIRE(panel != nullptr);
  out.panel_vertices = panel->DrawList->VtxBuffer.Size;
  return out;
}

}  // namespace

TEST_CASE("the hand-off panel made ahead looks as the panel drawn in its frame",
          "[app][board-picture]") {
  const HandOff ahead = hand_off(true, "handoff-panel-ahead.png");
  const HandOff direct = hand_off(false, "handoff-panel-direct.png");
  CHECK(ahead.made_ahead == 1);
  CHECK(direct.made_ahead == 0);
  // From the picture: the panel's shadow, background and border, one image, the button;
  // drawn in the frame also the badge and every glyph.
  INFO(ahead.panel_vertices << " vertices from the picture, " << direct.panel_vertices
                            << " drawn in the frame");
  CHECK(ahead.panel_vertices + 200 < direct.panel_vertices);
  CHECK(differing_pixels(ahead.png, direct.png) == 0);
}

}  // namespace mycity::app::test
