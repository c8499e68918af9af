// Another player's city, looked at large: a click on its thumbnail opens it over the table,
// the table takes no input meanwhile, and Esc closes it.
#include <SDL.h>

#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "play_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

TEST_CASE("a click on another city's thumbnail shows it large until Esc", "[app]") {
  TempDir saves;
  AppDriver app({"--size", "1280x800", "--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--save-dir",
                 saves.path().string()});
  PlayDriver play(app);
  play.take_seat();
  const mycity::session::PlayLayout layout = play.layout();
  REQUIRE(layout.thumbnails.size() == 1);
  const mycity::session::Rect& r = layout.thumbnails[0];
  CHECK_FALSE(app.find_widget("##city", "###close"));
  app.click({r.x + r.w * 0.5f, r.y + r.h * 0.5f});
  app.frames(2);
  CHECK(app.find_widget("##city", "###close"));
  app.save_png("city-close-up.png");
  app.key(SDLK_RETURN);  // the city is over the table: Enter closes it, places nothing
  CHECK_FALSE(play.turns().tentative());
  CHECK_FALSE(app.find_widget("##city", "###close"));
  app.click({r.x + r.w * 0.5f, r.y + r.h * 0.5f});
  app.frames(2);
  app.key(SDLK_ESCAPE);
  app.frames(2);
  CHECK_FALSE(app.find_widget("##city", "###close"));
  CHECK(app.app().current_screen() == MyCityScreen::Play);
}

}  // namespace app::test
