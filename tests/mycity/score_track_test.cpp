// The score track R20-R24 (rules.md section 4), directly and through a Game.
#include <catch2/catch.hpp>

#include "rules_support.hpp"

using namespace mycity;

namespace {

const Catalogue& cat() {
  return test::catalogue();
}

// 8 x 4 board with 23 double trees (+46) and 5 double rocks (-10); river between
// columns 3|4. Nobody builds in the games below.
//      0 1 2 3 | 4 5 6 7
//  y0  T T T T | T T T T
//  y1  T T T T | T T T T
//  y2  T T T T | T T T .
//  y3  R R R R | R . . .
BoardLayout forest_of_trees() {
  return test::layout({"TTTTTTTT", "TTTTTTTT", "TTTTTTT.", "RRRRR..."}, {{4, 0}, {4, 4}});
}

PlayerResult play_and_drop(const Ruleset& rules) {
  Game game(cat(), rules, test::seats(1, forest_of_trees()), {"Y-D2"});
  REQUIRE_FALSE(game.apply(Action::drop()));
  REQUIRE(game.over());
  return game.result().players.at(0);
}

int points_of(const PlayerResult& r, const std::string& term) {
  for (const TermPoints& t : r.breakdown) {
    if (t.term == term) return t.points;
  }
  FAIL("no term " << term);
  return 0;
}

}  // namespace

TEST_CASE("R20: the track starts at 10 and immediate points move it at once", "[R20]") {
  ScoreTrack track;
  CHECK(track.value() == 10);
  CHECK(track.shown() == 10);
  CHECK(track.add(-1) == -1);  // a pass
  CHECK(track.value() == 9);
  CHECK(track.add(3) == 3);  // gold
  CHECK(track.value() == 12);
  CHECK_FALSE(track.capped());

  SECTION("every player of a new game starts at 10") {
    const Ruleset rules = test::ruleset();
    const Game game(cat(), rules, test::seats(3, forest_of_trees()), {"Y-D2"});
    for (int seat = 0; seat < 3; ++seat) CHECK(game.player(seat).track.value() == 10);
  }
}

TEST_CASE("R21: end terms are applied one by one in the table's order", "[R21][R22]") {
  // With a cap of 50 the order matters:
  //  trees then rocks: 10 + 46 = 56 -> capped at 50; the -10 of rocks is ignored -> 50.
  //  rocks then trees: 10 - 10 = 0; 0 + 46 = 46 -> 46.
  SECTION("gains first") {
    const Ruleset rules = test::ruleset({test::term("trees"), test::term("rocks")}, {}, 50);
    const PlayerResult r = play_and_drop(rules);
    CHECK(r.score == 50);
    CHECK(r.capped);
    CHECK(points_of(r, "trees") == 40);
    CHECK(points_of(r, "rocks") == 0);
    REQUIRE(r.breakdown.size() == 3);  // pass, then the end terms in order
    CHECK(r.breakdown[1].term == "trees");
    CHECK(r.breakdown[2].term == "rocks");
  }
  SECTION("losses first") {
    const Ruleset rules = test::ruleset({test::term("rocks"), test::term("trees")}, {}, 50);
    const PlayerResult r = play_and_drop(rules);
    CHECK(r.score == 46);
    CHECK_FALSE(r.capped);
    CHECK(points_of(r, "rocks") == -10);
    CHECK(points_of(r, "trees") == 46);
    CHECK(r.breakdown[1].term == "rocks");
  }
}

TEST_CASE("R22: with a cap of 50 the track freezes when it gets there", "[R22]") {
  SECTION("reaching exactly 50") {
    ScoreTrack track(50);
    CHECK(track.add(40) == 40);  // 10 + 40 = 50
    CHECK(track.value() == 50);
    CHECK(track.capped());
    CHECK(track.add(-5) == 0);  // later losses are ignored
    CHECK(track.add(3) == 0);   // and later gains
    CHECK(track.value() == 50);
    CHECK(track.capped());
  }
  SECTION("overshooting stops at 50") {
    ScoreTrack track(50);
    CHECK(track.add(45) == 40);  // 10 + 45 = 55 -> 50; only 40 moved the track
    CHECK(track.value() == 50);
    CHECK(track.capped());
  }
  SECTION("below 50 nothing is frozen") {
    ScoreTrack track(50);
    CHECK(track.add(39) == 39);  // 49
    CHECK_FALSE(track.capped());
    CHECK(track.add(-3) == -3);  // 46
    CHECK(track.value() == 46);
  }
}

TEST_CASE("R23: below zero the track shows 0 and later gains pay the deficit first", "[R23]") {
  ScoreTrack track;
  CHECK(track.add(-15) == -15);  // 10 - 15 = -5
  CHECK(track.value() == -5);
  CHECK(track.shown() == 0);
  CHECK(track.add(3) == 3);  // the deficit of 5 shrinks to 2; the track still shows 0
  CHECK(track.value() == -2);
  CHECK(track.shown() == 0);
  CHECK(track.add(4) == 4);  // 2 pays the rest of the deficit, 2 count
  CHECK(track.value() == 2);
  CHECK(track.shown() == 2);
  // The next episode's track starts afresh at 10 (the deficit does not carry over).
  CHECK(ScoreTrack().value() == 10);
}

TEST_CASE("R23: the final score may be negative", "[R23]") {
  // 4 x 3 meadow, no features: 12 empty meadow cells. Nobody builds.
  // 10 - 12 = -2.
  const Ruleset rules = test::ruleset({test::term("empty_meadow")});
  Game game(cat(), rules, test::seats(1, test::layout({"....", "....", "...."}, {{2, 0}, {2, 3}})),
            {"Y-D2"});
  REQUIRE_FALSE(game.apply(Action::drop()));
  const PlayerResult r = game.result().players.at(0);
  CHECK(r.score == -2);
  CHECK(points_of(r, "empty_meadow") == -12);
}

TEST_CASE("R24: Eternity has no cap, the final score is shown in full", "[R24]") {
  const Ruleset* eternity = cat().find_ruleset("eternity");
  REQUIRE(eternity != nullptr);
  CHECK_FALSE(eternity->cap.has_value());
  ScoreTrack track(eternity->cap);
  CHECK(track.add(60) == 60);  // 10 + 60 = 70, past 50
  CHECK(track.value() == 70);
  CHECK_FALSE(track.capped());
  CHECK(track.add(-1) == -1);  // still moving
  CHECK(track.value() == 69);

  SECTION("the same board as R21 without a cap scores 10 + 46 - 10 = 46 in either order") {
    const Ruleset rules = test::ruleset({test::term("trees"), test::term("rocks")});
    const PlayerResult r = play_and_drop(rules);
    CHECK(r.score == 46);
    CHECK_FALSE(r.capped);
  }
  SECTION("a no-cap game can end above 50") {
    // Trees only: 10 + 46 = 56.
    const Ruleset rules = test::ruleset({test::term("trees")});
    CHECK(play_and_drop(rules).score == 56);
  }
}
