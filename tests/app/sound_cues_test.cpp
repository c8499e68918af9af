// The cues the screens ask for, heard by a record in place of the speakers (the tests never
// open an audio device): which sounds when, at the settings' volume, and none when muted.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <utility>
#include <vector>

#include "app_driver.hpp"
#include "machikoro/table_driver.hpp"
#include "play_driver.hpp"
#include "screens/machikoro/play/table_sounds.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;
using Heard = std::vector<std::pair<Cue, int>>;

class CueRecord final : public SoundSink {
 public:
  void play(Cue cue, int volume) override { heard.emplace_back(cue, volume); }
  Heard heard;
};

// Builds on the legal cell nearest the ghost's start, by keys: Enter places, Enter confirms.
void build(AppDriver& app, const PlayDriver& play) {
  const std::vector<mycity::Cell> legal = play.turns().legal_cursor_cells();
  REQUIRE_FALSE(legal.empty());
  while (play.turns().cursor().x != legal.front().x)
    app.key(play.turns().cursor().x < legal.front().x ? SDLK_RIGHT : SDLK_LEFT);
  while (play.turns().cursor().y != legal.front().y)
    app.key(play.turns().cursor().y < legal.front().y ? SDLK_DOWN : SDLK_UP);
  app.key(SDLK_RETURN);
  REQUIRE(play.turns().tentative());
  app.key(SDLK_RETURN);
}

// Ann's first building in a game of two, heard with the settings file holding `settings`.
Heard first_building(const std::string& settings) {
  TempDir dir;
  std::ofstream(dir.path() / "settings.json") << settings;
  AppDriver app({"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--save-dir", dir.path().string(),
                 "--settings", (dir.path() / "settings.json").string()});
  CueRecord record;
  app.app().listen_with(record);
  PlayDriver play(app);
  play.take_seat();
  build(app, play);
  REQUIRE(play.turns().seat() == 1);
  return record.heard;
}

}  // namespace

TEST_CASE("My City sounds a building, a pass, each reveal and the game's end, once each",
          "[app][sound]") {
  TempDir saves;
  AppDriver app({"--new-game", "Ann:fox,Ben:owl,Cy:bear", "--seed", "3", "--save-dir",
                 saves.path().string()});
  CueRecord record;
  app.app().listen_with(record);
  PlayDriver play(app);
  const auto heard = [&record] { return std::exchange(record.heard, {}); };

  play.take_seat();
  CHECK(heard().empty());  // taking the seat is silent
  app.key(SDLK_RIGHT);
  app.key(SDLK_RETURN);  // placed, not yet confirmed
  CHECK(heard().empty());
  app.key(SDLK_BACKSPACE);
  build(app, play);
  CHECK(heard() == Heard{{Cue::Place, 70}});

  play.take_seat();
  app.key(SDLK_p);
  app.key(SDLK_RETURN);  // Ben confirms his pass
  CHECK(heard() == Heard{{Cue::Pass, 70}});

  play.take_seat();
  build(app, play);  // Cy's building ends the round: the reveal's sound alone
  REQUIRE(play.turns().phase() == Phase::Reveal);
  CHECK(heard() == Heard{{Cue::Reveal, 70}});
  app.key(SDLK_RETURN);
  app.frames(3);
  CHECK(heard().empty());

  for (int seat = 0; seat < 3; ++seat) {  // everybody drops out: the game ends
    play.take_seat();
    app.key(SDLK_d);
    app.key(SDLK_y);
  }
  CHECK(play.turns().phase() == Phase::Over);  // the last drop ends the game at once
  CHECK(heard() == Heard{{Cue::GameEnd, 70}});
  app.frames(2);
  CHECK(app.app().current_screen() == MyCityScreen::End);
  CHECK(heard().empty());
}

TEST_CASE("the cues sound at the settings' volume, and not at all when muted",
          "[app][sound][settings]") {
  CHECK(first_building("{}") == Heard{{Cue::Place, 70}});
  CHECK(first_building(R"({"sound_volume": 35})") == Heard{{Cue::Place, 35}});
  CHECK(first_building(R"({"sound_volume": 0})").empty());
  CHECK(first_building(R"({"sound_volume": 35, "sound_muted": true})").empty());
}

TEST_CASE("a game continued makes no sound until something happens on the table", "[app][sound]") {
  TempDir saves;
  {
    AppDriver first({"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--autoplay", "5",
                     "--save-dir", saves.path().string()});
  }
  AppDriver app({"--save-dir", saves.path().string()});
  CueRecord record;
  app.app().listen_with(record);
  REQUIRE(app.click_widget("##main-menu", "Continue"));
  app.frames(3);
  CHECK(app.app().current_screen() == MyCityScreen::Play);
  CHECK(record.heard.empty());
}

TEST_CASE("Machi Koro sounds the dice as they are thrown, the coins once they lie still",
          "[app][sound][machikoro]") {
  TempDir saves;
  TempDir settings;
  AppDriver app(normal_pace_game("Ann,Ben:medium", "4", saves, settings));
  CueRecord record;
  app.app().listen_with(record);
  TableDriver table(app);
  const auto coins = [&table] {
    return std::vector{table.game().player(0).coins, table.game().player(1).coins};
  };
  // Ann's rolls until one pays somebody, each heard alone while the dice tumble.
  bool paid = false;
  for (int turn = 0; turn < 10 && !paid; ++turn) {
    for (int i = 0; i < 500 && !table.person_rolls(); ++i) app.app().run_for(20);
    REQUIRE(table.person_rolls());
    const std::vector<int> before = coins();
    record.heard.clear();
    app.key(SDLK_SPACE);
    CHECK(record.heard == Heard{{Cue::Dice, 70}});
    app.app().run_for(700);  // the dice lie still
    REQUIRE(table.game().pending().decision == machikoro::Decision::Build);
    paid = coins() != before;
    INFO("Ann's roll " << turn + 1 << ": coins " << before[0] << ", " << before[1] << " then "
                       << coins()[0] << ", " << coins()[1]);
    CHECK(record.heard ==
          (paid ? Heard{{Cue::Dice, 70}, {Cue::Coins, 70}} : Heard{{Cue::Dice, 70}}));
    app.key(SDLK_RETURN);  // nothing built: Ben's turn
  }
  CHECK(paid);
}

TEST_CASE("Machi Koro's table sounds: nothing at first, the end alone, dice and coins together",
          "[app][sound][machikoro]") {
  mk::TableSounds sounds;
  CHECK(sounds.heard({.rolls = 4, .coins = {3, 3}, .over = false}).empty());
  CHECK(sounds.heard({.rolls = 4, .coins = {3, 3}, .over = false}).empty());
  CHECK(sounds.heard({.rolls = 5, .coins = {3, 3}, .over = false}) == std::vector{Cue::Dice});
  CHECK(sounds.heard({.rolls = 6, .coins = {4, 2}, .over = false}) ==
        std::vector{Cue::Dice, Cue::Coins});
  CHECK(sounds.heard({.rolls = 6, .coins = {0, 2}, .over = true}) == std::vector{Cue::GameEnd});
  CHECK(sounds.heard({.rolls = 6, .coins = {0, 2}, .over = true}).empty());
  sounds.forget();
  CHECK(sounds.heard({.rolls = 0, .coins = {3, 3, 3}, .over = false}).empty());
  CHECK(sounds.heard({.rolls = 0, .coins = {3, 3}, .over = false}).empty());  // another table
}

}  // namespace app::test
