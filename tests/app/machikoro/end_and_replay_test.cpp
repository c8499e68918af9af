// The end of a finished Machi Koro game, its replay stepped with the keys and the buttons,
// Play again; the kept games listed after a restart, a damaged one among them, one opened in
// the replay, one deleted after a question.
#include <imgui.h>
#include <catch2/catch.hpp>

#include "layout_check.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "table/button_row.hpp"
#include "trash_question_steps.hpp"

namespace app::test {

TEST_CASE("the end of a Machi Koro game, its replay and Play again", "[app][machikoro][end]") {
  TempDir saves;
  AppDriver app({"--game", "machikoro", "--new-game", "Ann,Ben:medium,Cy:hard", "--seed", "3",
                 "--autoplay", "100000", "--save-dir", saves.path().string()});
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);
  const machikoro::session::GameHub& hub = machikoro(app).game_hub();
  REQUIRE(hub.table()->game().winner());
  app.save_png("machikoro-end.png");

  REQUIRE(app.click_widget("##machikoro-end", "###replay"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Replay);
  const machikoro::session::LookBack& look = machikoro(app).look_back();
  CHECK(look.step() == 0);
  app.key(SDLK_RIGHT);
  app.key(SDLK_RIGHT);
  CHECK(look.step() == 2);
  app.key(SDLK_LEFT);
  CHECK(look.step() == 1);
  REQUIRE(app.click_widget("##machikoro-replay", "###next"));
  CHECK(look.step() == 2);
  const auto replay = app.save_png("machikoro-replay.png");
  {  // The buttons stand on a band of the panel's colour, not on the picture: between two.
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float gap = 14.0f;
    const table::ButtonRow row = table::centred_buttons(3, display.x, 240.0f, gap);
    const auto [r, g, b] = pixel_at(replay, static_cast<int>(row.x + row.w + gap * 0.5f),
                                    static_cast<int>(display.y - 14.0f - 22.0f));
    CHECK(r > 230);
    CHECK(g > 225);
    CHECK(b > 200);
  }
  REQUIRE(app.click_widget("##machikoro-replay", "###back"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);

  app.key(SDLK_RETURN);  // Play again: the same seats, a new deal
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
  CHECK(hub.table()->game().setup().players == std::vector<std::string>{"Ann", "Ben", "Cy"});
  CHECK(hub.table()->computer(2) == "hard");
}

TEST_CASE("Machi Koro's finished games are listed and replayed, a damaged one named",
          "[app][machikoro][finished]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  keep_damaged_game(saves.path());
  AppDriver app({"--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Finished games##machikoro-finished"));
  app.frames(1);  // the click's frame changes screens; the list is drawn in the next
  REQUIRE(app.app().current_screen() == MachiKoroScreen::FinishedGames);
  app.save_png("machikoro-finished-games.png");
  // The damaged game is the newest (its date is later), shown with why and no Replay.
  CHECK_FALSE(app.find_widget("##machikoro-finished/##machikoro-finished-list", "###replay", 0));
  REQUIRE(app.click_widget("##machikoro-finished/##machikoro-finished-list", "###replay", 1));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Replay);
  app.key(SDLK_RIGHT);
  CHECK(machikoro(app).look_back().step() == 1);
  REQUIRE(app.click_widget("##machikoro-replay", "###back"));
  CHECK(app.app().current_screen() == MachiKoroScreen::FinishedGames);
}

TEST_CASE("a Machi Koro finished game is deleted to the trash after a question",
          "[app][machikoro][finished]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  keep_damaged_game(saves.path());
  const auto damaged = saves.path() / "records" / "2099-12-31 23-59 Zed, Yan.mkrec.json";
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  REQUIRE(app.click_widget("##main-menu", "Finished games##machikoro-finished"));
  const std::string list = "##machikoro-finished/##machikoro-finished-list";
  delete_first_row(app, list, damaged, "the question before deleting a Machi Koro game",
                   "machikoro-finished-delete.png");
  CHECK(app.find_widget(list, "###replay", 0));  // the good game is first now
  CHECK_FALSE(app.find_widget(list, "Delete##delete", 1));
}

}  // namespace app::test
