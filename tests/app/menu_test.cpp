// The shell screens driven by synthetic input: main menu, settings, Esc, screenshots.
#include <catch2/catch.hpp>

#include <imgui_internal.h>

#include "app_driver.hpp"
#include "i18n/translate.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

const char* const kMenu = "##main-menu";

}  // namespace

TEST_CASE("main menu -> Settings -> Back returns to the menu", "[app]") {
  AppDriver driver;
  REQUIRE(driver.app().current_screen() == ScreenId::MainMenu);
  REQUIRE(driver.click_widget(kMenu, "Settings"));
  CHECK(driver.app().current_screen() == ScreenId::Settings);
  driver.save_png("settings.png");
  REQUIRE(driver.click_widget("##settings", "Back"));
  CHECK(driver.app().current_screen() == ScreenId::MainMenu);
}

TEST_CASE("Esc leaves the Rules screen for the main menu", "[app]") {
  AppDriver driver;
  REQUIRE(driver.click_widget(kMenu, "Rules##mycity-rules"));
  REQUIRE(driver.app().current_screen() == MyCityScreen::Rules);
  driver.wheel(-3);
  driver.key(SDLK_ESCAPE);
  CHECK(driver.app().current_screen() == ScreenId::MainMenu);
}

TEST_CASE("Quit on the main menu stops the app", "[app]") {
  AppDriver driver;
  REQUIRE(driver.app().running());
  REQUIRE(driver.click_widget(kMenu, "Quit"));
  CHECK_FALSE(driver.app().running());
}

TEST_CASE("a screenshot of the main menu has the window's size and is not blank", "[app]") {
  AppDriver driver({"--size", "1024x640"});
  const ImageStats stats = image_stats(driver.save_png("main-menu.png"));
  CHECK(stats.width == 1024);
  CHECK(stats.height == 640);
  // Background art, panel, text: far more than a cleared frame's single colour.
  CHECK(stats.distinct_colours > 50);
}

TEST_CASE("the whole main menu fits the smallest window without scrolling", "[app]") {
  AppDriver driver({"--size", "1024x640"});
  driver.frames(2);
  const ImGuiWindow* menu = ImGui::FindWindowByName("##main-menu");
  REQUIRE(menu != nullptr);
  CHECK(menu->ScrollMax.y == 0.0f);
  CHECK(menu->Pos.y + menu->Size.y <= 640.0f);
  // Quit is the last button: reachable means no button was cut off.
  CHECK(driver.find_widget(kMenu, "Quit"));
}

TEST_CASE("both games are equal guests of the menu, each its own group, named", "[app][menu]") {
  // Issue 50: the menu was titled "My City" over My City's board, with two "Continue"s and
  // "2–4 players" though Machi Koro seats five.
  TempDir saves;
  AppDriver driver({"--size", "1280x800", "--save-dir", saves.path().string()});
  driver.frames(2);
  const std::string text = driver.drawn_text();
  INFO(text);
  const auto at = [&text](const std::string& what) { return text.find(without_spaces(what)); };
  // Each game's name and rules, how many play, then its buttons: its Continue under it.
  const auto my_city = at("My City Rules 2–4 players");
  const auto machi_koro = at("Machi Koro How to play 2–5 players");
  REQUIRE(my_city != std::string::npos);
  REQUIRE(machi_koro != std::string::npos);
  CHECK(text.find("Continue", my_city) < machi_koro);
  CHECK(text.find("Continue", machi_koro) != std::string::npos);
  // Not in the footer any more.
  CHECK(text.find("players",
                  machi_koro + without_spaces("Machi Koro How to play 2–5 players").size()) ==
        std::string::npos);
  // No game's picture behind the shared menu; My City's board behind My City's own lists.
  const auto green = [](int r, int g, int b) { return g > r + 40 && g > b + 40; };
  CHECK(count_pixels(driver.save_png("menu-plain.png"), green) == 0);
  REQUIRE(driver.click_widget(kMenu, "Finished games##machikoro-finished"));
  CHECK(count_pixels(driver.save_png("machikoro-finished-plain.png"), green) == 0);
  driver.key(SDLK_ESCAPE);
  REQUIRE(driver.click_widget(kMenu, "Finished games##finished"));
  CHECK(count_pixels(driver.save_png("mycity-finished-board.png"), green) > 1000);
}

TEST_CASE("a finished game's date reads in the player's language", "[app][finished]") {
  // Issue 50: "2026-12-04 15-44" in the list read like a file name.
  TempDir saves;
  const std::string title = keep_finished_game(saves.path(), "Ann,Ben:medium").stem().stem();
  AppDriver driver({"--size", "1280x800", "--save-dir", saves.path().string(), "--language", "ru"});
  REQUIRE(driver.click_widget(kMenu, i18n::tr("Finished games") + "##machikoro-finished"));
  driver.frames(2);  // the list's panel is sized from the frame before
  // "2026-12-04 15-44" becomes "04.12.2026 15:44" in Russian.
  const std::string russian = title.substr(8, 2) + "." + title.substr(5, 2) + "." +
                              title.substr(0, 4) + title.substr(11, 2) + ":" + title.substr(14, 2);
  INFO(driver.drawn_text());
  CHECK(driver.drawn_text().find(russian) != std::string::npos);
}

TEST_CASE("the art preview is a developer screen: not on the menu, reached by --screen art",
          "[app]") {
  {
    AppDriver menu({"--size", "1280x800"});
    menu.frames(2);
    CHECK_FALSE(menu.find_widget(kMenu, "Art preview"));
  }
  AppDriver art({"--size", "1280x800", "--screen", "art"});
  art.frames(2);
  CHECK(art.app().current_screen() == MyCityScreen::ArtPreview);
}

}  // namespace app::test
