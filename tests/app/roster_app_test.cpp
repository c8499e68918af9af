// The remembered players in the app: a setup seat filled from the roster (My City also takes
// their animal), a new name remembered at the start, and a rename and a forget on the
// statistics screen written to players.json.
#include <catch2/catch.hpp>

#include <fstream>

#include "layout_check.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/roster.hpp"

namespace app::test {
namespace {

// Ann played the bear, Ben the owl.
void write_roster(const std::filesystem::path& saves) {
  std::ofstream(saves / "players.json") << R"({"format": "mycity-roster", "version": 1,
    "players": [{"id": 1, "name": "Ann", "animal": "bear", "former_names": []},
                {"id": 2, "name": "Ben", "animal": "owl", "former_names": []}]})";
}

}  // namespace

TEST_CASE("My City's setup fills a seat from the remembered players", "[app][setup][roster]") {
  TempDir saves;
  write_roster(saves.path());
  AppDriver app({"--size", "1024x640", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  REQUIRE(app.click_widget("##setup", "##name", 0));
  app.text("Zed");
  REQUIRE(app.click_widget("##setup", "##remembered", 1));
  app.save_png("setup-remembered.png");
  REQUIRE(app.click_widget("##Combo_00", "###remembered1"));  // Ann
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  const mycity::session::EternityTable& game = *app.mycity().game_hub().game();
  CHECK(game.seats()[0].name == "Zed");
  CHECK(game.seats()[1].name == "Ann");
  CHECK(game.seats()[1].animal == 2);  // the bear: fox, owl, bear, hare
  // Zed is remembered from now on, after Ann and Ben.
  const table::Roster roster(saves.path() / "players.json");
  REQUIRE(roster.people().size() == 3);
  CHECK(roster.people()[2].name == "Zed");
  CHECK(roster.people()[2].animal == "fox");
}

TEST_CASE("Machi Koro's setup makes a computer seat a remembered person",
          "[app][machikoro][setup][roster]") {
  TempDir saves;
  write_roster(saves.path());
  AppDriver app({"--size", "1024x640", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::NewGame);
  REQUIRE(app.click_widget(kSetupBody, "##remembered", 1));   // the medium computer's seat
  REQUIRE(app.click_widget("##Combo_00", "###remembered2"));  // Ben
  REQUIRE(app.click_widget("##machikoro-setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  const machikoro::session::Table& table = *machikoro(app).game_hub().table();
  CHECK(table.game().setup().players[1] == "Ben");
  CHECK_FALSE(table.is_computer(1));
}

TEST_CASE("the statistics screen renames and forgets a remembered player",
          "[app][statistics][roster]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  write_roster(saves.path());
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  app.frames(1);
  // Ann, the first remembered player, is shown first: she becomes Anna.
  REQUIRE(app.click_widget("##statistics/##statistics-body", "##new-name"));
  app.text("Anna");
  REQUIRE(app.click_widget("##statistics/##statistics-body", "###rename"));
  app.frames(1);
  check_fits(app, "the statistics of a renamed player at 1024x640");
  app.save_png("statistics-renamed.png");
  const std::filesystem::path file = saves.path() / "players.json";
  REQUIRE(table::Roster(file).people().size() == 2);
  CHECK(table::Roster(file).people()[0].name == "Anna");
  CHECK(table::Roster(file).people()[0].former_names == std::vector<std::string>{"Ann"});
  // Ben cannot take her name from before.
  REQUIRE(app.click_widget("##statistics/##statistics-body", "##person"));
  REQUIRE(app.click_widget("##Combo_00", "###person1"));
  REQUIRE(app.click_widget("##statistics/##statistics-body", "##new-name"));
  app.text("Ann");
  REQUIRE(app.click_widget("##statistics/##statistics-body", "###rename"));
  app.frames(1);
  check_fits(app, "a refused rename at 1024x640");
  CHECK(table::Roster(file).people()[1].name == "Ben");
  REQUIRE(app.click_widget("##statistics/##statistics-body", "###forget"));
  app.frames(1);
  REQUIRE(table::Roster(file).people().size() == 1);
  CHECK(table::Roster(file).people()[0].name == "Anna");
}

}  // namespace app::test
