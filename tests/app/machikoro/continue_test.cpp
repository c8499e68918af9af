// Continue after a restart, and a save that cannot be read: moved aside with its seats file
// (never deleted), the screen saying why and where, a new game offered.
#include <catch2/catch.hpp>

#include "machikoro/machikoro_driver.hpp"
#include "machikoro/record.hpp"
#include "screens/machikoro/screen_ids.hpp"

namespace mycity::app::test {

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
  app.save_png("machikoro-continue-broken.png");
  REQUIRE(app.click_widget("##machikoro-continue", "New Machi Koro game"));
  CHECK(app.app().current_screen() == MachiKoroScreen::NewGame);
  CHECK_FALSE(machikoro(app).game_hub().can_continue());
}

}  // namespace mycity::app::test
