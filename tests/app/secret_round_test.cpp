// R10 on screen: a round is played in secret. The same deal is played three times, Ann (the
// first seat) building, passing or dropping out; Ben's and Cy's screens, at the hand-off and
// on their turn, must be the same pixel for pixel each time until the round is revealed,
// and the reveal must then tell the three apart.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "play_driver.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;

const std::string kSize = "1280x800";
const std::string kPlayers = "Ann:fox,Ben:owl,Cy:bear";
const std::string kSeed = "3";

enum class Deed { Build, Pass, Drop };

// All by keyboard: the pointer never moves, so nothing but the game can change a pixel.
void build_by_keys(AppDriver& app, const PlayDriver& play) {
  const std::vector<mycity::Cell> legal = play.turns().legal_cursor_cells();
  REQUIRE_FALSE(legal.empty());
  const mycity::Cell target = legal[legal.size() / 2];
  while (play.turns().cursor().x != target.x)
    app.key(play.turns().cursor().x < target.x ? SDLK_RIGHT : SDLK_LEFT);
  while (play.turns().cursor().y != target.y)
    app.key(play.turns().cursor().y < target.y ? SDLK_DOWN : SDLK_UP);
  app.key(SDLK_RETURN);
  REQUIRE(play.turns().tentative());
  app.key(SDLK_RETURN);
}

void act_by_keys(AppDriver& app, const PlayDriver& play, Deed deed) {
  switch (deed) {
    case Deed::Build:
      build_by_keys(app, play);
      break;
    case Deed::Pass:
      REQUIRE(play.turns().game().may_pass());
      app.key(SDLK_p);
      app.key(SDLK_RETURN);  // confirms the pass (R12)
      break;
    case Deed::Drop:
      app.key(SDLK_d);
      app.key(SDLK_y);
      break;
  }
}

struct Round {
  std::vector<std::filesystem::path> later_seats;  // Ben's and Cy's hand-off and turn
  std::filesystem::path reveal;
};

// Round 1 with Ann doing `deed` and the others building; the PNGs of what they saw.
Round play_first_round(Deed deed, const std::string& name) {
  TempDir saves;
  AppDriver app({"--size", kSize, "--new-game", kPlayers, "--seed", kSeed, "--save-dir",
                 saves.path().string()});
  PlayDriver play(app);
  REQUIRE(play.turns().seat() == 0);
  app.key(SDLK_RETURN);
  act_by_keys(app, play, deed);
  Round round;
  for (const std::string seat : {"ben", "cy"}) {
    REQUIRE(play.turns().phase() == Phase::Handoff);
    round.later_seats.push_back(app.save_png("secret-" + name + "-" + seat + "-handoff.png"));
    app.key(SDLK_RETURN);
    REQUIRE(play.turns().phase() == Phase::Acting);
    round.later_seats.push_back(app.save_png("secret-" + name + "-" + seat + "-turn.png"));
    build_by_keys(app, play);
  }
  REQUIRE(play.turns().phase() == Phase::Reveal);
  round.reveal = app.save_png("secret-" + name + "-reveal.png");
  app.key(SDLK_RETURN);
  CHECK(play.turns().phase() == Phase::Handoff);
  CHECK(play.turns().game().round() == 2);
  return round;
}

}  // namespace

TEST_CASE("R10: later seats see no trace of Ann's action until the round is revealed",
          "[app][R10]") {
  const Round built = play_first_round(Deed::Build, "built");
  const Round passed = play_first_round(Deed::Pass, "passed");
  const Round dropped = play_first_round(Deed::Drop, "dropped");
  REQUIRE(built.later_seats.size() == 4);
  for (std::size_t i = 0; i < built.later_seats.size(); ++i) {
    INFO(built.later_seats[i].filename().string());
    CHECK(image_stats(built.later_seats[i]).distinct_colours > 100);  // a drawn table
    CHECK(differing_pixels(built.later_seats[i], passed.later_seats[i]) == 0);
    CHECK(differing_pixels(built.later_seats[i], dropped.later_seats[i]) == 0);
  }
  // The reveal shows what Ann did: a marked building, "passed (−1)", "dropped out".
  constexpr int kVisible = 300;
  CHECK(differing_pixels(built.reveal, passed.reveal) > kVisible);
  CHECK(differing_pixels(built.reveal, dropped.reveal) > kVisible);
  CHECK(differing_pixels(passed.reveal, dropped.reveal) > kVisible);
}

TEST_CASE("R10: with the reveal turned off in Settings the next hand-off follows at once",
          "[app][R10]") {
  TempDir saves;
  const std::filesystem::path settings = saves.path() / "settings.json";
  std::ofstream(settings) << R"({"format": "mycity-settings", "version": 1,
                                 "show_round_reveal": false})";
  AppDriver app({"--size", kSize, "--new-game", kPlayers, "--seed", kSeed, "--save-dir",
                 saves.path().string(), "--settings", settings.string()});
  PlayDriver play(app);
  for (int seat = 0; seat < 3; ++seat) {
    REQUIRE(play.turns().phase() == Phase::Handoff);
    app.key(SDLK_RETURN);
    build_by_keys(app, play);
  }
  CHECK(play.turns().phase() == Phase::Handoff);
  CHECK(play.turns().seat() == 0);
  CHECK(play.turns().game().round() == 2);
}

}  // namespace app::test
