// The settings file: "Show each round's reveal" (R10) is kept, and a file written before
// the option existed still loads, with the reveal on.
#include <catch2/catch.hpp>
#include <fstream>

#include "app_driver.hpp"
#include "platform/settings.hpp"

namespace mycity::app::test {

TEST_CASE("R10: the reveal setting is saved, and older settings files load with it on",
          "[app][settings][R10]") {
  TempDir dir;
  const std::filesystem::path file = dir.path() / "settings.json";
  SECTION("a file from before the option") {
    std::ofstream(file) << R"({"format": "mycity-settings", "version": 1, "window_width": 1024,
                               "window_height": 700, "ui_scale": 1.25, "fullscreen": false,
                               "colour_blind_patterns": true})";
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK(loaded.settings.show_round_reveal);
    CHECK(loaded.settings.colour_blind_patterns);
  }
  SECTION("turned off, saved and loaded") {
    Settings off;
    off.show_round_reveal = false;
    REQUIRE(save_settings(file, off).empty());
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK_FALSE(loaded.settings.show_round_reveal);
  }
  SECTION("a value that is not true or false is named, and the reveal stays on") {
    std::ofstream(file) << R"({"show_round_reveal": "no"})";
    const LoadedSettings loaded = load_settings(file);
    REQUIRE(loaded.problems.size() == 1);
    CHECK(loaded.problems[0].find("\"show_round_reveal\"") != std::string::npos);
    CHECK(loaded.problems[0].find(file.string()) != std::string::npos);
    CHECK(loaded.settings.show_round_reveal);
  }
}

}  // namespace mycity::app::test
