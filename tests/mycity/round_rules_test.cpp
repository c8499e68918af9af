// Rounds R10-R16 (rules.md section 3) through mycity::Game on a small hand-made board.
#include <catch2/catch.hpp>

#include "mycity/record.hpp"
#include "rules_support.hpp"

using namespace mycity;
using test::build;

namespace {

const Catalogue& cat() {
  return test::catalogue();
}

// 6 x 3, all meadow, river straight down between columns 2 and 3.
//      0 1 2 | 3 4 5
//  y0  . . . | . . .
//  y1  . . . | . . .
//  y2  . . . | . . .
BoardLayout board() {
  return test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}});
}

// Legal first buildings on board(): upright on (2,0),(2,1) beside the river.
Action first(const std::string& id) {
  return build(id, 1, false, 2, 0);
}

}  // namespace

TEST_CASE("R10: every player still in acts once per revealed card, in seat order", "[R10]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(3, board()), {"Y-D2", "R-D2", "B-D2"});
  CHECK(game.round() == 1);
  CHECK(game.current_piece() == test::piece("Y-D2"));
  CHECK(game.to_act() == 0);
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK(game.to_act() == 1);
  CHECK(game.current_piece() == test::piece("Y-D2"));  // same card until all have acted
  REQUIRE_FALSE(game.apply(Action::drop()));
  CHECK(game.to_act() == 2);
  REQUIRE_FALSE(game.apply(first("Y-D2")));
  // Round 2: seat 1 dropped out, so the order is seat 0, then seat 2.
  CHECK(game.round() == 2);
  CHECK(game.current_piece() == test::piece("R-D2"));
  CHECK(game.to_act() == 0);
  REQUIRE_FALSE(game.apply(first("R-D2")));
  CHECK(game.to_act() == 2);
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK(game.round() == 3);
  CHECK(game.to_act() == 0);
  REQUIRE(game.turns().size() == 3);
  CHECK(game.turns()[0][0] == Action::pass());
  CHECK(game.turns()[0][1] == Action::drop());
  CHECK(game.turns()[0][2] == first("Y-D2"));
}

TEST_CASE("R11: the actions are build the revealed building, pass or drop out", "[R11]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(3, board()), {"Y-D2", "R-D2"});
  SECTION("only the revealed building may be built") {
    const auto v = game.apply(first("R-D2"));
    REQUIRE(v.has_value());
    CHECK(v->rule == "R11");
    CHECK_FALSE(v->reason.empty());
    CHECK(game.to_act() == 0);
    CHECK(game.player(0).city.buildings().empty());
  }
  SECTION("build, pass and drop are each accepted") {
    REQUIRE_FALSE(game.apply(first("Y-D2")));
    REQUIRE_FALSE(game.apply(Action::pass()));
    REQUIRE_FALSE(game.apply(Action::drop()));
    CHECK(game.player(0).city.has_built(test::piece("Y-D2")));
    CHECK(game.player(1).city.buildings().empty());
    CHECK(game.player(2).dropped);
  }
}

TEST_CASE("R12: passing costs 1 point at once", "[R12]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "R-D2"});
  REQUIRE(game.may_pass());
  REQUIRE_FALSE(game.apply(Action::pass()));
  // 10 - 1 = 9, before the round is over (seat 1 has not acted yet).
  CHECK(game.to_act() == 1);
  CHECK(game.player(0).track.value() == 9);
  CHECK(game.player(0).immediate.at(0).term == "pass");
  CHECK(game.player(0).immediate.at(0).points == -1);
  CHECK(game.player(1).track.value() == 10);
}

TEST_CASE("R12: a player whose track shows 0 may not pass", "[R12]") {
  const Ruleset rules = test::ruleset();
  // Eleven cards: seat 0 passes the first ten (10 - 10 = 0) and must then build or drop.
  const std::vector<std::string> deck{"Y-D2", "Y-I3", "Y-V3", "Y-O4", "Y-T4", "Y-S4",
                                      "Y-L5", "Y-P5", "R-D2", "R-I3", "R-V3"};
  Game game(cat(), rules, test::seats(2, board()), deck);
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE_FALSE(game.apply(Action::drop()));  // seat 1 leaves; seat 0 plays alone
  for (int i = 1; i < 10; ++i) {
    REQUIRE(game.to_act() == 0);
    REQUIRE_FALSE(game.apply(Action::pass()));
  }
  REQUIRE(game.current_piece() == test::piece("R-V3"));
  CHECK(game.player(0).track.shown() == 0);
  CHECK(game.player(0).immediate.at(0).points == -10);
  CHECK_FALSE(game.may_pass());
  const auto v = game.apply(Action::pass());
  REQUIRE(v.has_value());
  CHECK(v->rule == "R12");
  CHECK_FALSE(v->reason.empty());
  CHECK(game.player(0).track.value() == 0);  // the refused pass cost nothing
  CHECK(game.round() == 11);
  // Building is still allowed: the Bakery (V3 "#." / "##") at (1,0) covers (1,0),(1,1),
  // (2,1), and (2,1) has its right side on the river.
  CHECK_FALSE(game.apply(build("R-V3", 0, false, 1, 0)).has_value());
  CHECK(game.over());
}

TEST_CASE("R13: dropping out is free and ends the player's actions, their slots are null",
          "[R13]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "R-D2", "B-D2"});
  REQUIRE_FALSE(game.apply(Action::drop()));
  CHECK(game.player(0).dropped);
  CHECK(game.player(0).track.value() == 10);  // costs nothing
  REQUIRE_FALSE(game.apply(first("Y-D2")));
  // Rounds 2 and 3: only seat 1 acts.
  CHECK(game.to_act() == 1);
  REQUIRE_FALSE(game.apply(build("R-D2", 1, false, 1, 0)));
  CHECK(game.to_act() == 1);
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE(game.over());
  REQUIRE(game.turns().size() == 3);
  CHECK(game.turns()[0][0] == Action::drop());
  CHECK_FALSE(game.turns()[1][0].has_value());
  CHECK_FALSE(game.turns()[2][0].has_value());
  // In the record (formats.md) those slots are written as null.
  const nlohmann::json json = record_to_json(record_of(game), cat());
  CHECK(json["turns"][0][0] == "drop");
  CHECK(json["turns"][1][0].is_null());
  CHECK(json["turns"][2][0].is_null());
  CHECK(json["turns"][2][1] == "pass");
  CHECK(game.player(0).city.buildings().empty());
  CHECK(game.result().players[0].score == 10);
}

TEST_CASE("R13: a player who cannot build and may not pass must drop out", "[R13][R14]") {
  // 2 x 2 with the river between the columns: a Chapel (3 cells in an L) always has
  // two cells side by side across the river, so it cannot be built anywhere.
  //  . | .
  //  . | .
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, test::layout({"..", ".."}, {{1, 0}, {1, 2}})), {"C-V3"});
  CHECK_FALSE(has_legal_placement(cat(), game.player(0).city, test::piece("C-V3"),
                                  HouseRules{.mirror = true}));
  CHECK_FALSE(game.may_pass());
  CHECK(game.check(Action::pass()).has_value());
  CHECK_FALSE(game.check(Action::drop()).has_value());
  REQUIRE_FALSE(game.apply(Action::drop()));
  REQUIRE_FALSE(game.apply(Action::drop()));
  CHECK(game.over());
}

TEST_CASE("R14: a church may not be passed: build it or drop out", "[R14]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(3, board()), {"C-T4", "Y-D2"});
  REQUIRE(game.current_piece() == test::piece("C-T4"));
  CHECK_FALSE(game.may_pass());
  const auto v = game.apply(Action::pass());
  REQUIRE(v.has_value());
  CHECK(v->rule == "R14");
  CHECK_FALSE(v->reason.empty());
  CHECK(game.player(0).track.value() == 10);
  CHECK(game.to_act() == 0);
  // T4 base "###" / ".#." at (0,0): (0,0) (1,0) (2,0) (1,1); (2,0) on the river.
  REQUIRE_FALSE(game.apply(build("C-T4", 0, false, 0, 0)));
  REQUIRE_FALSE(game.apply(Action::drop()));
  CHECK(game.apply(Action::pass()).has_value());  // seat 2 may not pass either
  REQUIRE_FALSE(game.apply(build("C-T4", 0, false, 0, 0)));
  // The next card is an ordinary building: passing is allowed again.
  CHECK(game.current_piece() == test::piece("Y-D2"));
  CHECK(game.may_pass());
}

TEST_CASE("R15: the block card hides the next card and nobody loses points", "[R15]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "BLOCK", "R-D2", "B-D2"});
  REQUIRE_FALSE(game.apply(first("Y-D2")));
  REQUIRE_FALSE(game.apply(first("Y-D2")));
  // BLOCK then R-D2 are revealed together; R-D2 is blocked; B-D2 is round 2.
  CHECK(game.round() == 2);
  CHECK(game.current_piece() == test::piece("B-D2"));
  CHECK(game.cards_revealed() == 4);
  REQUIRE(game.blocked().size() == 1);
  CHECK(game.blocked()[0] == test::piece("R-D2"));
  CHECK(game.turns().size() == 2);
  CHECK(game.player(0).track.value() == 10);
  CHECK(game.player(1).track.value() == 10);
  REQUIRE_FALSE(game.apply(build("B-D2", 1, false, 1, 0)));
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK(game.over());
  CHECK_FALSE(game.player(0).city.has_built(test::piece("R-D2")));
}

TEST_CASE("R15: even a church is blocked", "[R15]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"BLOCK", "C-X5", "Y-D2"});
  CHECK(game.round() == 1);
  CHECK(game.current_piece() == test::piece("Y-D2"));
  REQUIRE(game.blocked().size() == 1);
  CHECK(game.blocked()[0] == test::piece("C-X5"));
  CHECK(game.player(0).track.value() == 10);
}

TEST_CASE("R15: a block card as the last card has no effect", "[R15]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "R-D2", "BLOCK"});
  REQUIRE_FALSE(game.apply(first("Y-D2")));
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK(game.round() == 2);
  CHECK(game.current_piece() == test::piece("R-D2"));  // R-D2 before the block is played
  REQUIRE_FALSE(game.apply(build("R-D2", 1, false, 1, 0)));
  REQUIRE_FALSE(game.apply(first("R-D2")));
  CHECK(game.over());
  CHECK(game.blocked().empty());
  CHECK(game.round() == 2);
  CHECK(game.turns().size() == 2);
  CHECK(game.player(0).track.value() == 10);
  CHECK(game.player(1).track.value() == 9);
}

TEST_CASE("R16: the game ends when every player has dropped out", "[R16]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "R-D2", "B-D2"});
  REQUIRE_FALSE(game.apply(Action::drop()));
  CHECK_FALSE(game.over());
  REQUIRE_FALSE(game.apply(Action::drop()));
  CHECK(game.over());
  CHECK(game.cards_revealed() == 1);  // two cards never revealed
  CHECK(game.turns().size() == 1);
  const auto v = game.apply(Action::pass());
  REQUIRE(v.has_value());
  CHECK(v->rule == "R16");
}

TEST_CASE("R16: the game ends after the last card's round", "[R16]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "R-D2"});
  REQUIRE_FALSE(game.apply(first("Y-D2")));
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK_FALSE(game.over());
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK_FALSE(game.over());  // seat 1 has not acted on the last card yet
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK(game.over());
  CHECK(game.round() == 2);
  CHECK(game.cards_revealed() == 2);
  CHECK(game.apply(first("R-D2")).has_value());
}

TEST_CASE("R16: a block card hiding the last card ends the game", "[R16][R15]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(2, board()), {"Y-D2", "BLOCK", "R-D2"});
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE_FALSE(game.apply(Action::pass()));
  CHECK(game.over());
  CHECK(game.round() == 1);
  CHECK(game.player(0).track.value() == 9);  // only the pass on Y-D2 cost a point
}
