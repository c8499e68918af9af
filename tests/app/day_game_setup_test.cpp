// The Eternity setup's game of the day: today's date offered, any day typed, its board and
// deck started, played again as that day's game; a date that is no day is refused.
#include <catch2/catch.hpp>

#include <chrono>

#include "app_driver.hpp"
#include "day_records.hpp"
#include "i18n/translate.hpp"
#include "layout_check.hpp"
#include "mycity/session/day_game.hpp"
#include "mycity/session/game_hub.hpp"
#include "play_driver.hpp"
#include "screen_walk.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

namespace {

using mycity::session::TurnController;

// From the main menu: the setup, the game of the day with `code` typed over today's date
// (unless empty), Start.
void start_day(AppDriver& app, const std::string& code) {
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  REQUIRE(app.click_widget("##setup", "###day"));
  if (!code.empty()) {
    REQUIRE(app.click_widget("##setup", "##day-code"));
    app.key(SDLK_END);
    for (int i = 0; i < 16; ++i) app.key(SDLK_BACKSPACE);
    app.text(code);
  }
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
}

mycity::session::DayGame day_of(const std::string& code) {
  const table::Result<mycity::session::DayGame> day = mycity::session::day_game(code);
  REQUIRE(day);
  return *day;
}

// Every seat drops out in turn: the game ends after the first round.
void drop_everyone(AppDriver& app, const PlayDriver& play) {
  while (app.app().current_screen() == MyCityScreen::Play) {
    if (play.turns().phase() == TurnController::Phase::Acting) {
      app.key(SDLK_d);
      REQUIRE(app.click_widget("##drop", "###drop"));
    } else {
      app.key(SDLK_RETURN);  // take the seat, or go on from the reveal
    }
    app.frames(2);
  }
}

}  // namespace

TEST_CASE("the setup starts today's game of the day as offered", "[app][setup][day]") {
  AppDriver app({"--size", "1280x800"});
  PlayDriver play(app);
  start_day(app, "");
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  const mycity::session::DayGame today =
      day_of(mycity::session::today_code(std::chrono::system_clock::now()));
  CHECK(play.game().game().board() == mycity::BoardChoice{today.board_seed});
  REQUIRE(app.mycity().game_hub().last_day());
  CHECK(app.mycity().game_hub().last_day()->code == today.code);
}

TEST_CASE("a typed day's game is played to its end and again as that day's game",
          "[app][setup][day]") {
  TempDir saves;
  AppDriver app({"--size", "1024x640", "--save-dir", saves.path().string()});
  PlayDriver play(app);
  const mycity::session::DayGame day = day_of("2026-11-27");
  const std::vector<std::string> deck =
      mycity::session::day_deck(app.mycity().game_hub().ruleset(), day);
  start_day(app, "2026-11-27");
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  CHECK(play.game().game().deck() == deck);
  CHECK(play.game().game().house_rules() == mycity::HouseRules{});
  drop_everyone(app, play);
  REQUIRE(app.app().current_screen() == MyCityScreen::End);
  check_fits(app, "the end of a day's game, its date and new bests over a tie-break note");
  app.save_png("day-game-end.png");
  REQUIRE(app.mycity().kept_outcomes() != nullptr);
  CHECK(app.mycity().game_hub().day_best(*app.mycity().kept_outcomes(), day).size() ==
        2);              // both players, kept
  app.key(SDLK_RETURN);  // Play again
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  CHECK(play.game().game().deck() == deck);
}

TEST_CASE("a date that is no day is refused on the setup screen", "[app][setup][day]") {
  AppDriver app({"--size", "1280x800"});
  start_day(app, "2026-02-30");
  CHECK(app.app().current_screen() == MyCityScreen::NewGame);
  // Said once, in words, under the field; once the date is mended, no word of it is left.
  const std::string said = app.drawn_text();
  const std::string wrong = without_spaces(i18n::format(
      i18n::tr("There is no day {1}: a day's game is a date from 1970-01-01 to 9999-12-31."),
      "2026-02-30"));
  REQUIRE(said.find(wrong) != std::string::npos);
  CHECK(said.find(wrong, said.find(wrong) + 1) == std::string::npos);
  REQUIRE(app.click_widget("##setup", "##day-code"));
  app.key(SDLK_END);
  app.key(SDLK_BACKSPACE);
  app.key(SDLK_BACKSPACE);
  app.text("27");
  app.frames(1);
  const std::string mended = app.drawn_text();
  CHECK(mended.find("2026-02-27") != std::string::npos);
  CHECK(mended.find("2026-02-30") == std::string::npos);
}

// Not a check: the setup with the day's choice and its best scores for the docs
// (scripts/screenshots.sh), in English and Russian at the smallest sizes.
TEST_CASE("screenshots of the game of the day on the setup", "[.screenshots]") {
  for (const WindowSize& size : {WindowSize{"1024x640", 1.0f}, WindowSize{"1280x720", 1.5f}})
    for (const char* language : {"en", "ru"}) {
      SizedRun run(size, language);
      AppDriver app(run.args({}));
      const std::string today = mycity::session::today_code(std::chrono::system_clock::now());
      keep_day_game(app, run.saves(), today, {"Ann", "Ben"});
      keep_day_game(app, run.saves(), today, {"Cy", "Ann", "Di"});
      REQUIRE(app.click_widget("##main-menu", i18n::tr("New Eternity game")));
      REQUIRE(app.click_widget("##setup", "###day"));
      app.move_to({2, 2});  // no tooltip
      app.save_png("setup-day-" + std::string(language) + "-" + size.size +
                   (size.ui_scale > 1.0f ? "-150" : "") + ".png");
    }
}

}  // namespace app::test
