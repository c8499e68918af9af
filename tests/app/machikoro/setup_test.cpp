// Machi Koro's setup screen, driven by synthetic input: a person and two computer players
// (a personality among them) with the Plus expansion; a table of computers only is refused.
#include <catch2/catch.hpp>

#include "machikoro/machikoro_driver.hpp"
#include "screens/machikoro/screen_ids.hpp"

namespace app::test {

TEST_CASE("Machi Koro's setup starts a game of one person and computer players",
          "[app][machikoro][setup]") {
  TempDir saves;
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::NewGame);
  // A person and a medium computer to start with; a third seat, then The Rancher at seat 2.
  REQUIRE(app.click_widget(kSetupBody, "###add"));
  REQUIRE(app.click_widget(kSetupBody, "##kind", 1));
  app.save_png("machikoro-setup-computers.png");        // each with what it plays like
  REQUIRE(app.click_widget("##Combo_00", "###kind4"));  // Person, easy, medium, hard, ranch
  REQUIRE(app.click_widget(kSetupBody, "##name", 0));
  app.text("Zoe");
  REQUIRE(app.click_widget(kSetupBody, "###edition-b"));  // with Plus
  REQUIRE(app.click_widget(kSetupBody, "###market-b"));   // ten types
  app.save_png("machikoro-setup.png");
  REQUIRE(app.click_widget("##machikoro-setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  app.save_png("machikoro-ten-types.png");  // the market of ten piles and the deck's size
  const machikoro::session::Table& table = *machikoro(app).game_hub().table();
  const machikoro::Setup& setup = table.game().setup();
  CHECK(setup.players == std::vector<std::string>{"Zoe", "The Rancher", "Computer (medium)"});
  CHECK_FALSE(table.is_computer(0));
  CHECK(table.computer(1) == "ranch_cheese");
  CHECK(table.computer(2) == "medium");
  CHECK(setup.edition == machikoro::Edition::Plus);
  CHECK(setup.supply == machikoro::SupplyMode::Ten);
}

TEST_CASE("Machi Koro's setup offers the 5-5-2 market and its house rule",
          "[app][machikoro][setup]") {
  TempDir saves;
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  REQUIRE(app.click_widget(kSetupBody, "###market-c"));  // 5 + 5 + 2 types (K3a)
  REQUIRE(app.click_widget(kSetupBody, "###purple"));    // offered with a deck
  app.save_png("machikoro-setup-552.png");
  REQUIRE(app.click_widget("##machikoro-setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  app.save_png("machikoro-552.png");  // twelve piles, group by group, and the decks' size
  const machikoro::Game& game = machikoro(app).game_hub().table()->game();
  CHECK(game.setup().supply == machikoro::SupplyMode::FiveFiveTwo);
  CHECK(game.setup().house_rules.purple_out);
  CHECK(game.supply().types_out() == 12);
}

TEST_CASE("Esc out of Machi Koro's setup cancels its edits, Start keeps them",
          "[app][machikoro][setup]") {
  // Issue 50: the edits of a setup left with Esc came back, and the next game used them.
  TempDir saves;
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  REQUIRE(app.click_widget(kSetupBody, "###add"));
  REQUIRE(app.click_widget(kSetupBody, "###edition-b"));  // with Plus
  REQUIRE(app.find_widget(kSetupBody, "##kind", 2));
  app.key(SDLK_ESCAPE);
  REQUIRE(app.app().current_screen() == ScreenId::MainMenu);
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  CHECK_FALSE(app.find_widget(kSetupBody, "##kind", 2));  // two seats again
  REQUIRE(app.click_widget(kSetupBody, "###add"));
  REQUIRE(app.click_widget("##machikoro-setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  CHECK(machikoro(app).game_hub().table()->game().setup().edition == machikoro::Edition::Base);
  app.key(SDLK_ESCAPE);
  REQUIRE(app.click_widget("##main-menu", "New game##machikoro-new"));
  CHECK(app.find_widget(kSetupBody, "##kind", 2));  // the three seats of the game started
}

TEST_CASE("Machi Koro's setup asks for at least one person", "[app][machikoro][setup]") {
  AppDriver app({"--size", "1280x800", "--screen", "machikoro-new-game"});
  REQUIRE(app.click_widget(kSetupBody, "##kind", 0));
  REQUIRE(app.click_widget("##Combo_00", "###kind3"));  // the person becomes hard
  REQUIRE(app.click_widget("##machikoro-setup", "Start game"));
  app.frames(2);
  CHECK(app.app().current_screen() == MachiKoroScreen::NewGame);
  CHECK(machikoro(app).game_hub().table() == nullptr);
}

}  // namespace app::test
