// Issue 50: an Eternity save cut in half is moved aside with its backup (nothing deleted);
// Continue says so in the player's words, the reader's message one click away, and the game
// goes on from the backup, one move short.
#include <catch2/catch.hpp>

#include <filesystem>

#include "app_driver.hpp"
#include "i18n/translate.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

TEST_CASE("a damaged Eternity save goes on from its backup", "[app][continue]") {
  TempDir saves;
  {
    AppDriver first({"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--autoplay", "5",
                     "--save-dir", saves.path().string()});
  }
  const std::filesystem::path save = saves.path() / "eternity-autosave.mcrec.json";
  const std::filesystem::path backup = save.string() + ".bak";
  REQUIRE(std::filesystem::exists(backup));
  std::filesystem::resize_file(save, std::filesystem::file_size(save) / 2);

  AppDriver app({"--save-dir", saves.path().string(), "--language", "ru"});
  REQUIRE(app.click_widget("##main-menu", i18n::tr("Continue")));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Continue);
  CHECK(std::filesystem::exists(save.string() + ".broken"));
  CHECK(std::filesystem::exists(backup.string() + ".broken"));
  const std::string words = app.drawn_text();
  CHECK(words.find(without_spaces(i18n::tr("The saved game could not be read"))) !=
        std::string::npos);
  CHECK(words.find("JSON") == std::string::npos);
  REQUIRE(app.click_widget("##continue", "###details"));
  app.frames(1);
  CHECK(app.drawn_text().find("JSON") != std::string::npos);
  app.save_png("continue-backup-ru.png");
  REQUIRE(app.click_widget("##continue", "###backup"));
  app.frames(1);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  // Saved again where Continue looks; what was damaged stays aside.
  CHECK(std::filesystem::exists(save));
  CHECK(std::filesystem::exists(save.string() + ".broken"));
}

}  // namespace app::test
