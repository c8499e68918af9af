// A panel over the table (the drop-out question, the hand-off) takes the pointer: the table
// around it shows no tooltip and answers no hover, even right beside the panel's edge.
#include <SDL.h>

#include <imgui_internal.h>
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "play_driver.hpp"

namespace app::test {
namespace {

bool tooltip_shown() {
  for (const ImGuiWindow* w : GImGui->Windows)
    if (w->Active && (w->Flags & ImGuiWindowFlags_Tooltip) != 0) return true;
  return false;
}

// The pointer on the middle of the first thumbnail, a frame to settle the tooltip.
bool tooltip_on_thumbnail(AppDriver& app, const PlayDriver& play) {
  const mycity::session::Rect r = play.layout().thumbnails.front();
  app.move_to({2, 2});
  app.frames(1);
  app.move_to({r.x + r.w * 0.5f, r.y + r.h * 0.5f});
  app.frames(3);
  return tooltip_shown();
}

}  // namespace

TEST_CASE("a panel over the table leaves the table around it without tooltips", "[app][play]") {
  TempDir saves;
  AppDriver app({"--new-game", "Ann:fox,Ben:owl,Cy:bear", "--seed", "3", "--save-dir",
                 saves.path().string()});
  PlayDriver play(app);
  CHECK_FALSE(tooltip_on_thumbnail(app, play));  // the hand-off panel is up
  play.take_seat();
  CHECK(tooltip_on_thumbnail(app, play));
  app.key(SDLK_d);  // "Drop out of this game?"
  REQUIRE(app.find_widget("##drop", "###keep"));
  CHECK_FALSE(tooltip_on_thumbnail(app, play));
  app.save_png("covered-table-drop-question.png");
}

}  // namespace app::test
