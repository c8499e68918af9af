// R10 on one screen: while a round is open each seat sees the others as they stood when the
// card was revealed; after the last action the round is revealed to everybody at once.
#include <catch2/catch.hpp>

#include "mycity/record.hpp"
#include "mycity/rules_support.hpp"
#include "mycity/session/turn_controller.hpp"
#include "session/mycity/table_turns.hpp"

using namespace mycity;
using session::SeatReveal;
using session::TurnController;
using Phase = TurnController::Phase;
using Did = SeatReveal::Did;

namespace {

// Three players on the Eternity board; the Hut, the Kiosk, the Chapel (must build, R14).
Game three_players() {
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  return Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben", "Cy"},
                                {"Y-D2", "R-D2", "C-V3"});
}

// Takes the seat and builds the revealed two-cell building upright on (7,1)-(7,2), beside
// the river (legal as a first building), or on (6,1)-(6,2) beside that one.
void build_upright(TurnController& turn, int x) {
  turn.take_seat();
  turn.rotate(1);
  turn.set_cursor({x, 1});
  REQUIRE(turn.place());
  REQUIRE(turn.confirm());
}

void take_seat_and(TurnController& turn, bool (TurnController::*action)()) {
  turn.take_seat();
  REQUIRE((turn.*action)());
  if (turn.decided()) REQUIRE(turn.confirm());  // a pass waits for its confirm (R12)
}

Bitboard cells(std::initializer_list<Cell> list) {
  Bitboard b;
  for (const Cell& c : list) b.set(c);
  return b;
}

// A game saved and loaded, as the autosave keeps it: its record replayed.
Game resumed(const Game& game) {
  return replay(test::catalogue(), record_of(game), false);
}

}  // namespace

TEST_CASE("R10: later seats see the others as they stood when the card was revealed",
          "[session][R10]") {
  test::TableTurns turn(three_players());
  build_upright(turn, 7);  // Ann builds the Hut
  REQUIRE(turn.phase() == Phase::Handoff);
  REQUIRE(turn.seat() == 1);
  CHECK(turn.shown_player(0).city.buildings().empty());
  take_seat_and(turn, &TurnController::pass);  // Ben passes: 9 points
  REQUIRE(turn.seat() == 2);
  CHECK(turn.shown_player(0).city.buildings().empty());
  CHECK(turn.shown_player(1).track.value() == 10);
  turn.take_seat();
  CHECK(turn.shown_player(0).city.buildings().empty());
  CHECK(turn.shown_player(1).track.value() == 10);
  // The engine has it all: only the view is held back.
  CHECK(turn.game().player(0).city.buildings().size() == 1);
  CHECK(turn.game().player(1).track.value() == 9);

  REQUIRE(turn.drop());  // Cy drops out: the round is over
  REQUIRE(turn.phase() == Phase::Reveal);
  CHECK(turn.shown_player(0).city.buildings().size() == 1);
  CHECK(turn.shown_player(1).track.value() == 9);
  CHECK(turn.shown_player(2).dropped);
  REQUIRE(turn.reveal());
  const session::RoundReveal& reveal = *turn.reveal();
  CHECK(reveal.round == 1);
  CHECK(reveal.piece == test::piece("Y-D2"));
  REQUIRE(reveal.seats.size() == 3);
  CHECK(reveal.seats[0].did == Did::Built);
  CHECK(reveal.seats[0].building == cells({{7, 1}, {7, 2}}));
  CHECK(reveal.seats[1].did == Did::Passed);
  CHECK(reveal.seats[1].pass_points == -1);
  CHECK(reveal.seats[2].did == Did::DroppedOut);
  turn.take_seat();  // nobody acts while the round is revealed
  CHECK(turn.phase() == Phase::Reveal);

  turn.close_reveal();
  REQUIRE(turn.phase() == Phase::Handoff);
  REQUIRE(turn.seat() == 0);
  CHECK_FALSE(turn.reveal());
  CHECK(turn.shown_player(1).track.value() == 9);
  CHECK(turn.shown_player(2).dropped);
  take_seat_and(turn, &TurnController::pass);  // round 2: Ann passes, Ben builds
  build_upright(turn, 7);
  REQUIRE(turn.phase() == Phase::Reveal);
  CHECK(turn.reveal()->round == 2);
  CHECK(turn.reveal()->seats[0].did == Did::Passed);
  CHECK(turn.reveal()->seats[1].did == Did::Built);
  CHECK(turn.reveal()->seats[2].did == Did::WasOut);
}

TEST_CASE("R10: the last round is revealed before the game is over", "[session][R10]") {
  test::TableTurns turn(three_players());
  for (int seat = 0; seat < 3; ++seat) take_seat_and(turn, &TurnController::drop);
  REQUIRE(turn.game().over());
  REQUIRE(turn.phase() == Phase::Reveal);
  CHECK(turn.reveal()->seats[2].did == Did::DroppedOut);
  turn.close_reveal();
  CHECK(turn.phase() == Phase::Over);
}

TEST_CASE("R10: the next seat's ghost starts afresh, not where the last one built",
          "[session][R10]") {
  test::TableTurns turn(three_players());
  const Cell start = turn.cursor();
  build_upright(turn, 7);
  turn.take_seat();
  CHECK(turn.cursor() == start);
  CHECK(turn.rot() == 0);
  CHECK_FALSE(turn.flip());
}

TEST_CASE("R10: a game resumed mid-round still hides the round's earlier actions",
          "[session][R10]") {
  test::TableTurns played(three_players());
  SECTION("in the first round") {
    build_upright(played, 7);  // Ann builds, then the app restarts
    const test::TableTurns turn(resumed(played.game()));
    REQUIRE(turn.seat() == 1);
    CHECK(turn.game().player(0).city.buildings().size() == 1);
    CHECK(turn.shown_player(0).city.buildings().empty());
  }
  SECTION("in a later round, after the earlier rounds") {
    for (int seat = 0; seat < 3; ++seat) build_upright(played, 7);
    played.close_reveal();
    take_seat_and(played, &TurnController::pass);  // Ann passes round 2
    const test::TableTurns turn(resumed(played.game()));
    REQUIRE(turn.seat() == 1);
    CHECK(turn.game().player(0).track.value() == 9);
    CHECK(turn.shown_player(0).track.value() == 10);
    CHECK(turn.shown_player(0).city.buildings().size() == 1);  // round 1 was revealed
    CHECK(turn.shown_player(2).city.buildings().size() == 1);
  }
}

TEST_CASE("R10: the reveal names the races each seat won in the round", "[session][R10][R36]") {
  // 6 x 3, gold deposits at (1,0) and (2,0), river between columns 2|3: a Hut lying on
  // (1,0),(2,0) covers both and touches the river.
  const BoardLayout board = test::layout({".GG...", "......", "......"}, {{3, 0}, {3, 3}});
  const Ruleset rules = test::ruleset({}, {test::term("gold", {{"points", 3}})});
  test::TableTurns turn(Game(test::catalogue(), rules, test::seats(2, board), {"Y-D2", "R-D2"}));
  const Action gold = test::build("Y-D2", 0, false, 1, 0);
  for (int seat = 0; seat < 2; ++seat) {
    turn.take_seat();
    turn.set_cursor({1, 0});
    REQUIRE(turn.ghost().placement == gold.placement);
    REQUIRE(turn.place());
    REQUIRE(turn.confirm());
  }
  REQUIRE(turn.phase() == Phase::Reveal);
  for (const SeatReveal& seat : turn.reveal()->seats) {
    REQUIRE(seat.races.size() == 1);
    CHECK(seat.races[0].term == "gold");
    CHECK(seat.races[0].points == 3);
  }
}

TEST_CASE("R10: a game resumed mid-round replays its earlier rounds under its house rules",
          "[session][R10][R1]") {
  // Both mirror the S-shaped Terrace in round 1, allowed only by the mirror house rule.
  const Ruleset& rules = *test::catalogue().find_ruleset("eternity");
  test::TableTurns played(Game::on_printed_board(test::catalogue(), rules, {"Ann", "Ben"},
                                                 {"Y-S4", "R-D2", "B-D2"}, HouseRules{true}));
  for (int seat = 0; seat < 2; ++seat) {
    played.take_seat();
    played.mirror();
    REQUIRE(played.flip());
    const std::vector<Cell> legal = played.legal_cursor_cells();
    REQUIRE_FALSE(legal.empty());
    played.set_cursor(legal.front());
    REQUIRE(played.place());
    REQUIRE(played.confirm());
  }
  played.close_reveal();
  take_seat_and(played, &TurnController::pass);  // Ann passes round 2, then the restart
  const test::TableTurns turn(played.game());
  REQUIRE(turn.seat() == 1);
  CHECK(turn.shown_player(0).track.value() == 10);
  REQUIRE(turn.shown_player(0).city.buildings().size() == 1);
  CHECK(turn.shown_player(0).city.buildings()[0].placement.flip);
}
