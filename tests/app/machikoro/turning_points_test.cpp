// Machi Koro's turning points opened from the end screen: worked out while a progress bar
// shows, each person's listed, a turning point's turn opened in the replay, Back there; from
// the finished games, stopped with Cancel.
#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "layout_check.hpp"
#include "machikoro/analysis.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "screens/machikoro/screen_ids.hpp"

namespace app::test {

namespace {

constexpr const char* kPanel = "##machikoro-turning-points";
constexpr const char* kBody = "##machikoro-turning-points/##turning-points-body";

// Draws frames until the turning points are worked out, a few minutes at most.
const machikoro::GameAnalysis& wait_for_turning_points(AppDriver& app) {
  const machikoro::session::AnalysisWork& work = machikoro(app).look_back().analysis();
  const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  while (work.result() == nullptr && std::chrono::steady_clock::now() < until) {
    app.frames(1);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  REQUIRE(work.result() != nullptr);
  app.frames(2);
  return *work.result();
}

// Ann against the hard computer played to the end (her seat as medium would), the turning
// points opened from the end screen.
std::vector<std::string> finished_against_hard(const TempDir& saves,
                                               std::vector<std::string> more = {}) {
  std::vector<std::string> args = {
      "--game", "machikoro",  "--new-game", "Ann,Ben:hard", "--seed",
      "5",      "--autoplay", "100000",     "--save-dir",   saves.path().string()};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("Machi Koro's turning points from the end screen, a turn opened in the replay",
          "[app][machikoro][turning-points]") {
  TempDir saves;
  AppDriver app(finished_against_hard(saves));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);
  REQUIRE(app.click_widget("##machikoro-end", "###turning"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::TurningPoints);
  CHECK(app.find_widget(kPanel, "###cancel"));
  const machikoro::GameAnalysis& analysis = wait_for_turning_points(app);
  CHECK(analysis.complete);
  // Ann is a person (the autoplay played her seat as medium would); Ben the hard computer.
  REQUIRE(analysis.seats.size() == 2);
  CHECK(analysis.seats[0].judged);
  CHECK_FALSE(analysis.seats[1].judged);
  REQUIRE_FALSE(analysis.seats[0].turning_points.empty());
  check_fits(app, "Machi Koro's turning points");
  app.save_png("machikoro-turning-points.png");
  CHECK_FALSE(app.find_widget(kPanel, "###cancel"));

  const machikoro::TurningPoint& top = analysis.seats[0].turning_points.front();
  REQUIRE(app.click_widget(kBody, "###show", 0));  // the first listed: Ann's largest
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Replay);
  CHECK(machikoro(app).look_back().step() == static_cast<std::size_t>(top.turn));
  REQUIRE(app.click_widget("##machikoro-replay", "###back"));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::TurningPoints);
  CHECK(machikoro(app).look_back().analysis().result() == &analysis);  // not worked out again
  REQUIRE(app.click_widget(kPanel, "###back"));
  CHECK(app.app().current_screen() == MachiKoroScreen::End);
}

TEST_CASE("Machi Koro's turning points of a finished game, stopped with Cancel",
          "[app][machikoro][turning-points]") {
  TempDir saves;
  keep_finished_game(saves.path(), "Ann,Ben:medium");
  AppDriver app({"--save-dir", saves.path().string(), "--screen", "machikoro-finished-games"});
  REQUIRE(app.click_widget("##machikoro-finished/##machikoro-finished-list", "###turning", 0));
  REQUIRE(app.app().current_screen() == MachiKoroScreen::TurningPoints);
  app.frames(2);  // a new panel takes a frame to size itself
  app.save_png("machikoro-turning-points-working.png");
  REQUIRE(app.click_widget(kPanel, "###cancel"));
  const machikoro::GameAnalysis* stopped = machikoro(app).look_back().analysis().result();
  REQUIRE(stopped != nullptr);
  CHECK_FALSE(stopped->complete);
  app.frames(1);
  check_fits(app, "Machi Koro's turning points, stopped");
  REQUIRE(app.click_widget(kPanel, "###back"));
  CHECK(app.app().current_screen() == MachiKoroScreen::FinishedGames);
}

TEST_CASE("Machi Koro's turning points fit in Russian and at 150 %",
          "[app][machikoro][turning-points]") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> looks = {
      {{"--size", "1280x720"}, "machikoro-turning-points-1280x720.png"},
      {{"--size", "1280x720", "--language", "ru"}, "machikoro-turning-points-ru.png"},
      {{"--size", "1280x720", "--ui-scale", "150"}, "machikoro-turning-points-150.png"}};
  for (const auto& [more, png] : looks) {
    TempDir saves;
    AppDriver app(finished_against_hard(saves, more));
    REQUIRE(app.click_widget("##machikoro-end", "###turning"));
    wait_for_turning_points(app);
    check_fits(app, "Machi Koro's turning points, " + png);
    app.save_png(png);
  }
}

}  // namespace app::test
