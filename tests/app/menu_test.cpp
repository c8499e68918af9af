// The shell screens driven by synthetic input: main menu, settings, Esc, screenshots.
#include <catch2/catch.hpp>

#include <imgui_internal.h>

#include "app_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace mycity::app::test {
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
  REQUIRE(driver.click_widget(kMenu, "Rules"));
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

}  // namespace mycity::app::test
