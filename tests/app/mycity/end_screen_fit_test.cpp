// The end screen of four players with long names, one of whom dropped out, at 1280x800 in
// English, Russian and Hungarian: every name and score line whole, none under the crown.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <fstream>

#include "app_driver.hpp"
#include "i18n/translate.hpp"
#include "layout_check.hpp"
#include "platform/language.hpp"
#include "play_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

TEST_CASE("a four-player end screen with long names and a drop-out fits 1280x800", "[app][end]") {
  const std::string language = GENERATE("en", "ru", "hu");
  use_language(language);  // the computers' names as the setup screen gives them
  const std::string players = "Dominique:fox," + i18n::tr("Computer (medium)") + ":owl@medium," +
                              i18n::tr("Computer (hard)") + ":bear@medium," +
                              i18n::tr("Computer (easy)") + ":hare@medium";
  TempDir dir;
  std::ofstream(dir.path() / "settings.json") << R"({"show_round_reveal": false})";
  AppDriver app({"--language", language, "--settings", (dir.path() / "settings.json").string(),
                 "--new-game", players, "--seed", "7", "--save-dir", dir.path().string()});
  PlayDriver play(app);
  play.take_seat();
  app.key(SDLK_d);
  app.key(SDLK_y);  // Dominique drops out; the computers play on
  for (int frame = 0; frame < 600 && app.app().current_screen() != MyCityScreen::End; ++frame)
    app.frames(1);
  REQUIRE(app.app().current_screen() == MyCityScreen::End);
  app.save_png("end-four-long-names-" + language + ".png");
  check_fits(app, "the end in " + language);
}

}  // namespace app::test
