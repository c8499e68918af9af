// A whole 2-player Eternity game played through the UI with synthetic input only, then
// checked against the engine: the actions the app recorded are the ones the test made,
// and the engine's replay of that record ends in the same cities and scores.
#include <array>
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "app_driver.hpp"
#include "mycity/record.hpp"
#include "mycity/session/autosave.hpp"
#include "play_driver.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;

// Large enough for the side panel to show every action button without scrolling.
constexpr int kWidth = 1280;
constexpr int kHeight = 800;
// Confirmed actions after which the autosave on disk is compared with the game.
constexpr int kActionsBeforeAutosaveCheck = 3;
// The round from which the second player drops out and the first passes once.
constexpr int kDropRound = 5;
constexpr int kPassRound = 3;
// More loop turns than a 2-player game can take (cards x seats x steps per action).
constexpr int kMaxSteps = 600;

// The dark red box the play screen draws behind an illegal ghost's reason.
bool reason_box_pixel(int r, int g, int b) {
  return r >= 48 && r <= 90 && g <= 45 && b <= 42 && r - g >= 25;
}

// Each seat's actions, in order, from a game's turns (one slot per seat per building).
std::array<std::vector<mycity::Action>, 2> actions_by_seat(const mycity::Game& game) {
  std::array<std::vector<mycity::Action>, 2> seats;
  for (const auto& turn : game.turns()) {
    for (std::size_t seat = 0; seat < turn.size() && seat < seats.size(); ++seat) {
      if (turn[seat]) seats[seat].push_back(*turn[seat]);
    }
  }
  return seats;
}

}  // namespace

TEST_CASE("a whole 2-player Eternity game through the UI matches the engine's replay",
          "[app][game]") {
  TempDir saves;
  AppDriver app({"--size", std::to_string(kWidth) + "x" + std::to_string(kHeight), "--save-dir",
                 saves.path().string()});
  PlayDriver play(app);
  app.save_png("game-menu.png");

  // Setup: two named players.
  REQUIRE(app.click_widget("##main-menu", "New Eternity game"));
  REQUIRE(app.app().current_screen() == MyCityScreen::NewGame);
  const std::array<std::string, 2> names{"Ann", "Ben"};
  for (int row = 0; row < 2; ++row) {
    REQUIRE(app.click_widget("##setup", "##name", row));
    for (int i = 0; i < 12; ++i) app.key(SDLK_BACKSPACE);
    app.text(names[static_cast<std::size_t>(row)]);
  }
  app.save_png("game-setup.png");
  REQUIRE(app.click_widget("##setup", "Start game"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Play);
  CHECK(play.turns().game().player(0).name == names[0]);
  CHECK(play.turns().game().player(1).name == names[1]);
  const mycity::session::EternityAutosave autosave(saves.path());
  // The setup screen shuffles at random: name the deal, so that a failure can be replayed.
  std::string deal;
  for (const std::string& card : play.turns().game().deck()) deal += card + " ";
  INFO("deck: " << deal);

  std::array<std::vector<mycity::Action>, 2> made;  // what the test did, per seat
  bool rotated = false;
  bool illegal_tried = false;
  bool passed = false;
  bool dropped = false;
  bool confirmed_by_button = false;
  bool autosave_checked = false;
  bool reveal_seen = false;
  for (int step = 0; step < kMaxSteps && app.app().current_screen() == MyCityScreen::Play; ++step) {
    const mycity::session::TurnController& turns = play.turns();
    if (turns.phase() == Phase::Over) {
      app.frames(2);  // the play screen hands over to the end screen
      continue;
    }
    if (turns.phase() == Phase::Reveal) {  // R10: the round shown to both, then on
      if (turns.game().over()) app.save_png("game-last-reveal.png");  // alone, no table
      if (!reveal_seen) {
        app.save_png("game-reveal.png");
        REQUIRE(app.click_widget("##reveal", "###continue"));
        reveal_seen = true;
      } else {
        app.key(SDLK_RETURN);
      }
      REQUIRE(turns.phase() != Phase::Reveal);
      continue;
    }
    if (turns.phase() == Phase::Handoff) {
      if (step == 0) {
        app.save_png("game-handoff.png");
        REQUIRE(app.click_widget("##handoff", "###take"));
      } else {
        app.key(SDLK_RETURN);
      }
      REQUIRE(turns.phase() == Phase::Acting);
      continue;
    }
    const mycity::Game& g = turns.game();
    const int seat = turns.seat();
    auto& mine = made[static_cast<std::size_t>(seat)];
    const mycity::PieceDef& piece = g.catalogue().piece(g.current_piece());

    if (!autosave_checked && made[0].size() + made[1].size() >= kActionsBeforeAutosaveCheck) {
      const table::Result<mycity::Game> saved = autosave.load(g.catalogue());
      INFO(saved.error());
      REQUIRE(saved);
      CHECK(saved->turns() == g.turns());
      autosave_checked = true;
    }
    if (seat == 1 && !dropped && g.round() >= kDropRound) {
      app.key(SDLK_d);
      app.save_png("game-drop-confirm.png");
      REQUIRE(app.click_widget("##drop", "###drop"));
      mine.push_back(mycity::Action::drop());
      dropped = true;
      continue;
    }
    if (!rotated) {  // R turns the ghost clockwise; the wheel over the board turns it too
      const int before = turns.rot();
      app.key(SDLK_r);
      CHECK(turns.rot() == (before + 1) % 4);
      play.hover({play.layout().board_w / 2, play.layout().board_h / 2});
      app.wheel(1);
      CHECK(turns.rot() == (before + 2) % 4);
      app.wheel(-1);
      CHECK(turns.rot() == (before + 1) % 4);
      rotated = true;
    }
    const bool may_pass = g.may_pass() && !piece.must_build;
    if (seat == 0 && !passed && may_pass && g.round() >= kPassRound) {
      // A pass waits for its confirm: Z takes it back, P and Enter pay its point (R12).
      const int score = g.player(0).track.value();
      app.key(SDLK_p);
      REQUIRE(turns.pass_pending());
      app.key(SDLK_z);
      CHECK_FALSE(turns.pass_pending());
      CHECK(turns.seat() == 0);
      CHECK(g.player(0).track.value() == score);
      app.key(SDLK_p);
      app.key(SDLK_RETURN);
      CHECK(g.player(0).track.value() == score - 1);
      mine.push_back(mycity::Action::pass());
      passed = true;
      continue;
    }
    const std::vector<mycity::Cell> legal = turns.legal_cursor_cells();
    if (legal.empty()) {  // nowhere to build: pass if allowed, else drop out (R13)
      if (may_pass) {
        app.key(SDLK_p);
        app.key(SDLK_RETURN);
        mine.push_back(mycity::Action::pass());
      } else {
        app.key(SDLK_d);
        app.key(SDLK_y);
        mine.push_back(mycity::Action::drop());
      }
      continue;
    }
    const mycity::Cell target = legal[legal.size() / 2];
    if (!illegal_tried) {
      // An illegal spot: the ghost shows why, a click builds nothing.
      const mycity::Cell bad = play.illegal_cell();
      play.hover(bad);
      REQUIRE_FALSE(turns.ghost().legal());
      const auto illegal_png = app.save_png("game-ghost-illegal.png");
      app.click(play.cell_point(bad));
      CHECK_FALSE(turns.tentative());
      play.hover(target);
      const auto legal_png = app.save_png("game-ghost-legal.png");
      // The reason's box is on screen for the illegal ghost only.
      CHECK(count_pixels(illegal_png, reason_box_pixel) >
            count_pixels(legal_png, reason_box_pixel) + 1500);
      illegal_tried = true;
    }
    play.hover(target);
    REQUIRE(turns.ghost().legal());
    const mycity::Placement placement = turns.ghost().placement;
    app.click(play.cell_point(target));
    REQUIRE(turns.tentative() == placement);
    if (!confirmed_by_button) {
      app.save_png("game-tentative.png");
      REQUIRE(app.click_widget("##table/##side", "###place"));
      confirmed_by_button = true;
    } else {
      app.key(SDLK_RETURN);
    }
    REQUIRE_FALSE(turns.tentative());
    mine.push_back(mycity::Action::build(placement));
  }
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::End);
  app.save_png("game-end.png");
  CHECK(rotated);
  CHECK(illegal_tried);
  CHECK(passed);
  CHECK(dropped);
  CHECK(autosave_checked);
  CHECK(reveal_seen);

  const mycity::Game& played = play.turns().game();
  REQUIRE(played.over());
  // A finished game leaves nothing to continue.
  CHECK_FALSE(autosave.exists());
  // The app recorded exactly what the test did...
  CHECK(actions_by_seat(played) == made);
  // ...and the engine, replaying that record from its JSON, ends in the same state.
  const mycity::Catalogue& catalogue = played.catalogue();
  const mycity::Record record =
      parse_record(record_to_json(record_of(played), catalogue), catalogue, "the app's game");
  const mycity::Game replayed = replay(catalogue, record, true);
  REQUIRE(replayed.over());
  const mycity::GameResult expected = replayed.result();
  const mycity::GameResult shown = played.result();
  REQUIRE(shown.players.size() == expected.players.size());
  for (std::size_t i = 0; i < expected.players.size(); ++i) {
    CHECK(shown.players[i].name == expected.players[i].name);
    CHECK(shown.players[i].score == expected.players[i].score);
    CHECK(shown.players[i].rank == expected.players[i].rank);
    const auto& a = played.player(static_cast<int>(i)).city.buildings();
    const auto& b = replayed.player(static_cast<int>(i)).city.buildings();
    REQUIRE(a.size() == b.size());
    for (std::size_t k = 0; k < a.size(); ++k) CHECK(a[k].placement == b[k].placement);
  }
  CHECK(shown.winners == expected.winners);
}

}  // namespace app::test
