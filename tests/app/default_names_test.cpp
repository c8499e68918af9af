// Issue 28, item 3: a game set up in one language and continued in another shows the names
// the game gave (seats nobody named, computer seats) in the language chosen now.
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "platform/language.hpp"
#include "play_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

TEST_CASE("default names follow the language and typed names stay", "[app][setup][languages]") {
  TempDir saves;
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  PlayDriver play(app);
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  REQUIRE(app.click_widget("##setup", "##kind", 1));  // "Person" -> "Computer: Hard"
  REQUIRE(app.click_widget("##Combo_00", "###kind3"));
  REQUIRE(app.click_widget("##setup", "###add"));
  REQUIRE(app.click_widget("##setup", "##name", 2));
  app.text("Ann");
  use_language("ru");  // the game is made in Russian, as Settings would switch it
  REQUIRE(app.click_widget("##setup", i18n::tr("Start game")));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  const mycity::session::EternityTable& game = play.game();
  REQUIRE(game.seats().size() == 3);
  CHECK(game.game().player(0).name == "Player 1");
  CHECK(game.game().player(1).name == "Computer (hard)");
  CHECK(game.game().player(2).name == "Ann");

  use_language("hu");  // as Settings does; po/hu.po's words
  CHECK(mycity::session::seat_label(game.seats()[0]) == "1. játékos");
  CHECK(mycity::session::seat_label(game.seats()[1]) == "Gép (nehéz)");
  CHECK(mycity::session::seat_label(game.seats()[2]) == "Ann");
  use_language("en");
}

}  // namespace app::test
