// The end of a finished Machi Koro game, its replay stepped with the keys and the buttons,
// Play again; the kept games listed after a restart, a damaged one among them, and one
// opened in the replay.
#include <catch2/catch.hpp>

#include "machikoro/machikoro_driver.hpp"
#include "screens/machikoro/screen_ids.hpp"

namespace mycity::app::test {

TEST_CASE("the end of a Machi Koro game, its replay and Play again", "[app][machikoro][end]") {
  TempDir saves;
  AppDriver app({"--game", "machikoro", "--new-game", "Ann,Ben:medium,Cy:hard", "--seed", "3",
                 "--autoplay", "100000", "--save-dir", saves.path().string()});
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);
  const machikoro::session::GameHub& hub = machikoro(app).game_hub();
  REQUIRE(hub.table()->game().winner());
  app.save_png("machikoro-end.png");

  REQUIRE(app.click_widget("##machikoro-end", "###replay"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Replay);
  const machikoro::session::LookBack& look = machikoro(app).look_back();
  CHECK(look.step() == 0);
  app.key(SDLK_RIGHT);
  app.key(SDLK_RIGHT);
  CHECK(look.step() == 2);
  app.key(SDLK_LEFT);
  CHECK(look.step() == 1);
  REQUIRE(app.click_widget("##machikoro-replay", "###next"));
  CHECK(look.step() == 2);
  app.save_png("machikoro-replay.png");
  REQUIRE(app.click_widget("##machikoro-replay", "###back"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);

  app.key(SDLK_RETURN);  // Play again: the same seats, a new deal
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  CHECK(hub.table()->game().setup().players == std::vector<std::string>{"Ann", "Ben", "Cy"});
  CHECK(hub.table()->computer(2) == "hard");
}

TEST_CASE("Machi Koro's finished games are listed and replayed, a damaged one named",
          "[app][machikoro][finished]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  keep_damaged_game(saves.path());
  AppDriver app({"--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Finished games##machikoro-finished"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::FinishedGames);
  app.save_png("machikoro-finished-games.png");
  // The damaged game is the newest (its date is later), shown with why and no Replay.
  CHECK_FALSE(app.find_widget("##machikoro-finished/##machikoro-finished-list", "###replay", 0));
  REQUIRE(app.click_widget("##machikoro-finished/##machikoro-finished-list", "###replay", 1));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Replay);
  app.key(SDLK_RIGHT);
  CHECK(machikoro(app).look_back().step() == 1);
  REQUIRE(app.click_widget("##machikoro-replay", "###back"));
  CHECK(app.app().current_screen() == MachiKoroScreen::FinishedGames);
}

}  // namespace mycity::app::test
