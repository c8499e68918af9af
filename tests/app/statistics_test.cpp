// The statistics screen from the front menu: a Machi Koro game kept, its winner's figures
// shown in the Machi Koro part; Back returns to the menu.
#include <catch2/catch.hpp>

#include "layout_check.hpp"
#include "machikoro/machikoro_driver.hpp"

namespace mycity::app::test {

TEST_CASE("the statistics screen opens from the menu and shows Machi Koro's part",
          "[app][statistics]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  REQUIRE(app.app().current_screen() == ScreenId::Statistics);
  app.frames(1);
  // My City's parts come first; Machi Koro's is the third.
  REQUIRE(app.click_widget("##statistics/##statistics-body", "##part"));
  REQUIRE(app.click_widget("##Combo_00", "###part2"));
  app.frames(1);
  check_fits(app, "Machi Koro's statistics at 1024x640");
  app.save_png("statistics-machikoro.png");
  REQUIRE(app.click_widget("##statistics", "###back"));
  CHECK(app.app().current_screen() == ScreenId::MainMenu);
}

}  // namespace mycity::app::test
