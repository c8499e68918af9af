// The settings file: "Show each round's reveal" (R10) is kept, and a file written before
// the option existed still loads, with the reveal on.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>

#include "app_driver.hpp"
#include "i18n/pseudo_language.hpp"
#include "i18n/translate.hpp"
#include "platform/settings.hpp"
#include "platform/settings_text.hpp"
#include "screens/machikoro/machikoro_info.hpp"
#include "screens/mycity/mycity_info.hpp"

namespace app::test {

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
    CHECK(switch_on(loaded.settings, mycity_info(), kShowRoundReveal));
    CHECK(loaded.settings.colour_blind_patterns);
  }
  SECTION("turned off, saved under My City's name and loaded") {
    Settings off;
    set_switch(off, mycity_info(), kShowRoundReveal, false);
    REQUIRE(save_settings(file, off).empty());
    const nlohmann::json doc = nlohmann::json::parse(std::ifstream(file));
    CHECK(doc.at("mycity").at("show_round_reveal") == false);
    CHECK_FALSE(doc.contains("show_round_reveal"));
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK_FALSE(switch_on(loaded.settings, mycity_info(), kShowRoundReveal));
  }
  SECTION("a file from before the games' sections keeps the switch it had") {
    std::ofstream(file) << R"({"format": "mycity-settings", "version": 1,
                               "show_round_reveal": false})";
    CHECK_FALSE(switch_on(load_settings(file).settings, mycity_info(), kShowRoundReveal));
  }
  SECTION("a value that is not true or false is named, and the reveal stays on") {
    std::ofstream(file) << R"({"show_round_reveal": "no"})";
    const LoadedSettings loaded = load_settings(file);
    REQUIRE(loaded.problems.size() == 1);
    CHECK(loaded.problems[0].find("\"show_round_reveal\"") != std::string::npos);
    CHECK(loaded.problems[0].find(file.string()) != std::string::npos);
    CHECK(switch_on(loaded.settings, mycity_info(), kShowRoundReveal));
  }
}

TEST_CASE("Machi Koro's pace is kept as its word; a word it does not know is named",
          "[app][settings]") {
  TempDir dir;
  const std::filesystem::path file = dir.path() / "settings.json";
  SECTION("normal when the file does not say") {
    std::ofstream(file) << R"({"machikoro": {}})";
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK(chosen_pace(loaded.settings) == machikoro::session::Pace::Normal);
  }
  SECTION("chosen, saved under Machi Koro's name and loaded") {
    Settings fast;
    set_choice(fast, machikoro_info(), kPace, 1);
    REQUIRE(save_settings(file, fast).empty());
    const nlohmann::json doc = nlohmann::json::parse(std::ifstream(file));
    CHECK(doc.at("machikoro").at("pace") == "fast");
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK(chosen_pace(loaded.settings) == machikoro::session::Pace::Fast);
  }
  SECTION("a word it does not know, or no word at all") {
    for (const std::string value : {R"("slow")", "2", "true"}) {
      std::ofstream(file) << R"({"machikoro": {"pace": )" << value << "}}";
      const LoadedSettings loaded = load_settings(file);
      INFO(value);
      REQUIRE(loaded.problems.size() == 1);
      CHECK(loaded.problems[0].find("\"pace\" must be one of \"instant\", \"fast\", \"normal\"") !=
            std::string::npos);
      CHECK(chosen_pace(loaded.settings) == machikoro::session::Pace::Normal);
    }
  }
}

TEST_CASE("The language is kept in the settings file; an unknown one is named",
          "[app][settings][language]") {
  TempDir dir;
  const std::filesystem::path file = dir.path() / "settings.json";
  SECTION("saved and loaded") {
    Settings russian;
    russian.language = "ru";
    REQUIRE(save_settings(file, russian).empty());
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK(loaded.settings.language == "ru");
  }
  SECTION("an unknown code is a problem naming the file and field; the system's is used") {
    std::ofstream(file) << R"({"language": "xx"})";
    const LoadedSettings loaded = load_settings(file);
    REQUIRE(loaded.problems.size() == 1);
    CHECK(loaded.problems[0].find("\"language\"") != std::string::npos);
    CHECK(loaded.problems[0].find("\"xx\"") != std::string::npos);
    CHECK(loaded.problems[0].find(file.string()) != std::string::npos);
    CHECK(loaded.settings.language.empty());
  }
  SECTION("a value that is not text") {
    std::ofstream(file) << R"({"language": 7})";
    CHECK(load_settings(file).problems.size() == 1);
  }
}

TEST_CASE("The sound volume and mute are kept; a value out of range is named",
          "[app][settings][sound]") {
  TempDir dir;
  const std::filesystem::path file = dir.path() / "settings.json";
  SECTION("70 % and sounding when the file does not say") {
    std::ofstream(file) << "{}";
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK(loaded.settings.sound_volume == 70);
    CHECK_FALSE(loaded.settings.sound_muted);
  }
  SECTION("saved and loaded") {
    Settings quiet;
    quiet.sound_volume = 25;
    quiet.sound_muted = true;
    REQUIRE(save_settings(file, quiet).empty());
    const nlohmann::json doc = nlohmann::json::parse(std::ifstream(file));
    CHECK(doc.at("sound_volume") == 25);
    CHECK(doc.at("sound_muted") == true);
    const LoadedSettings loaded = load_settings(file);
    CHECK(loaded.problems.empty());
    CHECK(loaded.settings.sound_volume == 25);
    CHECK(loaded.settings.sound_muted);
  }
  SECTION("a volume that is not a whole number from 0 to 100") {
    for (const std::string value : {"101", "-1", "50.5", R"("loud")"}) {
      INFO(value);
      const LoadedSettings loaded =
          parse_settings(R"({"sound_volume": )" + value + "}", "settings.json");
      REQUIRE(loaded.problems.size() == 1);
      CHECK(loaded.problems[0] ==
            "settings.json: field \"sound_volume\" must be a whole number "
            "from 0 to 100, found " +
                value + "; using the default 70");
      CHECK(loaded.settings.sound_volume == 70);
    }
  }
  SECTION("a mute that is not true or false") {
    const LoadedSettings loaded = parse_settings(R"({"sound_muted": "yes"})", "settings.json");
    REQUIRE(loaded.problems.size() == 1);
    CHECK(loaded.problems[0] ==
          "settings.json: field \"sound_muted\" must be true or false, "
          "found \"yes\"; using the default false");
    CHECK_FALSE(loaded.settings.sound_muted);
  }
}

TEST_CASE("A language chosen in the Settings shows in the next frame",
          "[app][settings][language]") {
  TempDir dir;
  const std::filesystem::path file = dir.path() / "settings.json";
  std::ofstream(file) << R"({"language": "pseudo"})";
  {
    AppDriver app({"--screen", "settings", "--settings", file.string()});
    REQUIRE(app.find_widget("##settings", i18n::pseudo_translation("Back")));
    const auto pseudo = app.save_png("settings-language-pseudo.png");
    REQUIRE(app.click_widget("##settings/##settings-body", "###language"));
    REQUIRE(app.click_widget("##Combo_00", "English"));
    CHECK(i18n::current_language() == "en");
    CHECK(load_settings(file).settings.language == "en");
    CHECK(app.find_widget("##settings", "Back"));
    const auto english = app.save_png("settings-language-english.png");
    CHECK(differing_pixels(pseudo, english) > 1000);
  }
  i18n::set_language("en", {});
}

TEST_CASE("Without a sound device the volume says the game plays silent",
          "[app][settings][sound]") {
  TempDir dir;
  const std::filesystem::path file = dir.path() / "settings.json";
  const std::string words = without_spaces("No sound device found: the game plays silent.");
  {  // headless and no driver named: silent by choice, nothing to say
    AppDriver app({"--screen", "settings", "--settings", file.string()});
    CHECK(app.drawn_text().find(words) == std::string::npos);
  }
  SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "no-such-driver", SDL_HINT_OVERRIDE);
  {
    AppDriver app({"--screen", "settings", "--settings", file.string()});
    CHECK(app.drawn_text().find(words) != std::string::npos);
  }
  SDL_ResetHint(SDL_HINT_AUDIODRIVER);
}

TEST_CASE("A settings file that cannot be read gives the defaults it writes back", "[settings]") {
  // An empty file, text that is not JSON and JSON that is not an object: every setting at
  // its default, My City's switches included, and the same once written and read again.
  for (const std::string text : {"", "not json", "[1, 2]"}) {
    INFO(text);
    const LoadedSettings loaded = parse_settings(text, "settings.json");
    CHECK(loaded.problems.size() == 1);
    CHECK(loaded.settings.games.count("mycity") == 1);
    const LoadedSettings again = parse_settings(settings_text(loaded.settings), "settings.json");
    CHECK(again.problems.empty());
    CHECK(again.settings == loaded.settings);
  }
}

}  // namespace app::test
