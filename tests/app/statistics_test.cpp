// The statistics screen from the front menu: a Machi Koro game kept, its winner's figures
// shown in the Machi Koro part; Back returns to the menu. Many kept games are read a slice
// a frame, the app drawing on its own meanwhile, and coming back reads only what changed.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "layout_check.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "machikoro/record.hpp"

namespace app::test {

namespace {

// Machi Koro's kept games as the statistics screen reads them.
table::KeptOutcomesCache& machikoro_kept(AppDriver& app) {
  table::KeptOutcomesCache* kept = nullptr;
  for (const auto& game : app.app().games())
    if (dynamic_cast<const MachiKoroModule*>(game.get()) != nullptr) kept = game->kept_games();
  REQUIRE(kept != nullptr);
  return *kept;
}

std::filesystem::path copy_name(const std::filesystem::path& kept, int i) {
  return kept.parent_path() / ("2020-01-01 00-00 Copy " + std::to_string(i) + ".mkrec.json");
}

}  // namespace

TEST_CASE("the statistics screen opens from the menu and shows Machi Koro's part",
          "[app][statistics]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  REQUIRE(app.app().current_screen() == ScreenId::Statistics);
  app.frames(1);
  // Machi Koro's part, the game last played, is shown first.
  app.frames(1);
  check_fits(app, "Machi Koro's statistics at 1024x640");
  app.save_png("statistics-machikoro.png");
  REQUIRE(app.click_widget("##statistics", "###back"));
  CHECK(app.app().current_screen() == ScreenId::MainMenu);
}

TEST_CASE("the statistics open on the game last played and say what they count",
          "[app][statistics]") {
  // Issue 50: a player of Machi Koro alone was shown My City's Eternity first, and a computer
  // "won 0, lost 1" read as if it had beaten them.
  TempDir saves;
  const std::filesystem::path kept =
      keep_finished_game(saves.path(), "Ann,Computer (medium):medium");
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1280x800"});
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  app.frames(2);
  const machikoro::Record record = machikoro::read_record_file(kept.string());
  const machikoro::Game end =
      machikoro::replay(app.machikoro().game_hub().cards(), record, kept.string());
  REQUIRE(end.winner().has_value());
  const std::string text = app.drawn_text();
  INFO(text);
  CHECK(text.find("MachiKoro") != std::string::npos);  // the part shown
  CHECK(text.find("Gameswithacomputeratthetable:") != std::string::npos);
  const std::string line =
      "Computer(medium):won" + std::to_string(*end.winner() == 0 ? 1 : 0) + "of1game";
  CHECK(text.find(line) != std::string::npos);
}

TEST_CASE("the statistics screen reads many kept games a slice a frame and then shows them",
          "[app][statistics]") {
  // 0.13 ms of reading each in a Release build (docs/performance.md): many frames' slices.
  constexpr int kKept = 1500;
  TempDir saves;
  const std::filesystem::path kept = keep_finished_game(saves.path(), "Ann,Ben:medium");
  for (int i = 1; i < kKept; ++i) std::filesystem::copy_file(kept, copy_name(kept, i));
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  table::KeptOutcomesCache& reading = machikoro_kept(app);
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  REQUIRE(app.app().current_screen() == ScreenId::Statistics);
  CHECK(reading.listed() == kKept);
  REQUIRE(reading.waiting() > 0);
  check_fits(app, "the statistics screen reading the kept games at 1024x640");
  app.save_png("statistics-reading.png");

  // Without input the app goes on drawing while the screen reads.
  app.frames(3);  // the frames the click asked for
  REQUIRE(reading.waiting() > 0);
  const std::uint64_t drawn = app.app().frames_drawn();
  app.app().run_for(50);
  CHECK(app.app().frames_drawn() > drawn);

  // A slice each frame, until every game is read.
  for (int frame = 0; frame < kKept && reading.waiting() > 0; ++frame) {
    const std::size_t waiting = reading.waiting();
    app.app().step_unrendered();
    CHECK(reading.waiting() < waiting);
  }
  REQUIRE(reading.waiting() == 0);
  REQUIRE(app.click_widget("##statistics/##statistics-body", "##part"));
  REQUIRE(app.click_widget("##Combo_00", "###part2"));
  check_fits(app, "Machi Koro's statistics of many games at 1024x640");
  CHECK(app.machikoro().kept_statistics().at(0).games.size() == kKept);

  // Back later: a game deleted since leaves the statistics, a game kept since is read.
  REQUIRE(app.click_widget("##statistics", "###back"));
  std::filesystem::remove(copy_name(kept, 1));
  std::filesystem::remove(copy_name(kept, 2));
  std::filesystem::copy_file(kept, copy_name(kept, kKept));
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  CHECK(reading.listed() == kKept - 1);
  CHECK(reading.waiting() == 1);
  app.frames(1);
  CHECK(reading.waiting() == 0);
  CHECK(app.machikoro().kept_statistics().at(0).games.size() == kKept - 1);
  REQUIRE(app.find_widget("##statistics/##statistics-body", "##person"));
}

TEST_CASE("Machi Koro's statistics count a person's games with hints apart",
          "[app][statistics][hint]") {
  TempDir saves;
  const std::filesystem::path kept =
      keep_finished_game(saves.path(), "Ann,Computer (medium):medium");
  // Ann was shown a hint in that game: the record says so (docs/machikoro.md, "Hint").
  machikoro::Record record = machikoro::read_record_file(kept.string());
  record.hints = {0};
  std::ofstream(kept) << machikoro::record_to_json(record).dump(1);
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1280x800"});
  REQUIRE(app.click_widget("##main-menu", "Statistics##statistics"));
  app.frames(2);
  const std::vector<KeptStatistics> parts = app.machikoro().kept_statistics();
  REQUIRE(parts.size() == 2);
  CHECK(std::string(parts[0].title) == "Machi Koro");
  CHECK(parts[0].games.empty());  // the other seat a computer: nobody played without hints
  CHECK(std::string(parts[1].title) == "Machi Koro, with hints");
  REQUIRE(parts[1].games.size() == 1);
  CHECK(parts[1].games[0].seats[0].name == "Ann");
}

}  // namespace app::test
