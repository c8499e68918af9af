// Continue after a restart, and a save that cannot be read: moved aside with its seats file
// and backup (never deleted), the screen saying so in the player's words with the detail one
// click away, the game going on from the backup or a new game offered.
#include <catch2/catch.hpp>

#include "i18n/translate.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "machikoro/record.hpp"
#include "screens/machikoro/screen_ids.hpp"

namespace app::test {

TEST_CASE("a Machi Koro game is continued after a restart", "[app][machikoro][continue]") {
  TempDir saves;
  machikoro::Record before;
  {
    AppDriver app({"--game", "machikoro", "--new-game", "Ann,Ben:medium", "--seed", "5",
                   "--autoplay", "12", "--save-dir", saves.path().string()});
    REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
    before = machikoro(app).game_hub().table()->record();
  }
  AppDriver app({"--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Continue##machikoro"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  const machikoro::session::Table& table = *machikoro(app).game_hub().table();
  // The play screen may have played on (computers, rolls) since: the saved turns come first.
  const machikoro::Record after = table.record();
  REQUIRE(after.turns.size() >= before.turns.size());
  CHECK(after.setup == before.setup);
  for (std::size_t t = 0; t + 1 < before.turns.size(); ++t)
    CHECK(after.turns[t] == before.turns[t]);
  CHECK(table.is_computer(1));
  CHECK_FALSE(table.is_computer(0));
}

TEST_CASE("a Machi Koro save that cannot be read is moved aside and named",
          "[app][machikoro][continue]") {
  TempDir saves;
  leave_broken_save(saves.path());
  AppDriver app({"--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Continue##machikoro"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Continue);
  const auto record = saves.path() / "machikoro-autosave.mkrec.json";
  const auto seats = saves.path() / "machikoro-autosave.seats.json";
  CHECK_FALSE(std::filesystem::exists(record));
  CHECK_FALSE(std::filesystem::exists(seats));
  CHECK(std::filesystem::exists(record.string() + ".broken"));
  CHECK(std::filesystem::exists(seats.string() + ".broken"));
  CHECK(std::filesystem::exists(record.string() + ".bak.broken"));
  app.save_png("machikoro-continue-broken.png");
  REQUIRE(app.click_widget("##machikoro-continue", "###new"));
  CHECK(app.app().current_screen() == MachiKoroScreen::NewGame);
  CHECK_FALSE(machikoro(app).game_hub().can_continue());
}

TEST_CASE("a damaged Machi Koro save goes on from its backup, in the player's words",
          "[app][machikoro][continue]") {
  TempDir saves;
  leave_broken_save(saves.path());
  const auto record = saves.path() / "machikoro-autosave.mkrec.json";
  const machikoro::Record backup = machikoro::read_record_file(record.string() + ".bak");
  AppDriver app({"--save-dir", saves.path().string(), "--language", "ru"});
  REQUIRE(app.click_widget("##main-menu", i18n::tr("Continue") + "##machikoro"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Continue);
  // Issue 50: the reader's English message is behind "Details", not the message itself.
  const std::string words = app.drawn_text();
  CHECK(words.find(without_spaces(i18n::tr("The saved game could not be read"))) !=
        std::string::npos);
  CHECK(words.find("JSON") == std::string::npos);
  REQUIRE(app.click_widget("##machikoro-continue", "###details"));
  app.frames(1);
  CHECK(app.drawn_text().find("JSON") != std::string::npos);
  app.save_png("machikoro-continue-backup-ru.png");
  REQUIRE(app.click_widget("##machikoro-continue", "###backup"));
  app.frames(1);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  // The game is the backup's, saved again where Continue looks; the damaged file stays aside.
  const machikoro::Record resumed = machikoro(app).game_hub().table()->record();
  REQUIRE(resumed.turns.size() >= backup.turns.size());
  for (std::size_t t = 0; t + 1 < backup.turns.size(); ++t)
    CHECK(resumed.turns[t] == backup.turns[t]);
  CHECK(std::filesystem::exists(record));
  CHECK(std::filesystem::exists(record.string() + ".broken"));
}

}  // namespace app::test
