// The Eternity setup screen's board choice: the printed board by default, or a new board by
// the number typed, which every player then builds on; a number that is none is refused.
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "mycity/session/game_hub.hpp"
#include "play_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

namespace {

// Chooses "a new board" and types `number` over the one offered.
void type_board_number(AppDriver& app, const std::string& number) {
  REQUIRE(app.click_widget("##setup", "###new"));
  REQUIRE(app.click_widget("##setup", "##board-number"));
  app.key(SDLK_END);
  for (int i = 0; i < 24; ++i) app.key(SDLK_BACKSPACE);
  app.text(number);
  app.frames(2);
}

}  // namespace

TEST_CASE("the setup screen starts on the printed board unless a new one is chosen",
          "[app][setup][boards]") {
  AppDriver app({"--size", "1280x800"});
  PlayDriver play(app);
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  CHECK(play.game().game().board() == mycity::BoardChoice{});
}

TEST_CASE("a new board by its number: every player builds on it", "[app][setup][boards]") {
  AppDriver app({"--size", "1280x800"});
  PlayDriver play(app);
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  type_board_number(app, "4242");
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  app.key(SDLK_RETURN);  // the seat taken: the board in sight
  app.save_png("new-board-4242.png");
  const mycity::Game& game = play.game().game();
  CHECK(game.board() == mycity::BoardChoice{4242});
  CHECK(game.player(1).city.layout().path("river")->points ==
        game.player(0).city.layout().path("river")->points);
}

TEST_CASE("a board number that is no whole number is refused on the setup screen",
          "[app][setup][boards]") {
  AppDriver app({"--size", "1280x800"});
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  type_board_number(app, "12-3");
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
  CHECK(app.app().current_screen() == MyCityScreen::NewGame);
}

}  // namespace app::test
