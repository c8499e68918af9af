// Scoring terms R30-R36 (rules.md section 5) on small hand-made cities, the gold race
// through a Game, and the rulebook's worked example.
#include <catch2/catch.hpp>

#include "mycity/player_view.hpp"
#include "mycity/terms.hpp"
#include "rules_support.hpp"

using namespace mycity;

namespace {

const Catalogue& cat() {
  return test::catalogue();
}

int score(const std::string& term, const City& city,
          nlohmann::json params = nlohmann::json::object()) {
  return make_end_term(test::term(term, std::move(params)), "test", "/end_terms/0")->points(city);
}

}  // namespace

TEST_CASE("R30: +1 for each visible tree, double trees count 2", "[R30]") {
  // 5 x 2, river along the right border.
  //      0 1 2 3 4
  //  y0  T . t . T
  //  y1  . t T . .
  City city(test::layout({"T.t.T", ".tT.."}, {{5, 0}, {5, 2}}));
  CHECK(score("trees", city) == 8);         // 3 double trees x 2 + 2 single trees
  test::put(city, "Y-D2", 0, false, 0, 0);  // covers T (0,0) and (1,0)
  CHECK(score("trees", city) == 6);         // T (4,0), T (2,1): 4; t (2,0), t (1,1): 2
  test::put(city, "R-D2", 0, false, 1, 1);  // covers t (1,1) and T (2,1)
  CHECK(score("trees", city) == 3);         // T (4,0): 2; t (2,0): 1
  CHECK(score("rocks", city) == 0);         // no rocks on this board
}

TEST_CASE("R31: -1 for each visible rock, double rocks count 2", "[R31]") {
  //      0 1 2 3 4
  //  y0  R . r . R
  //  y1  . r R . T
  City city(test::layout({"R.r.R", ".rR.T"}, {{5, 0}, {5, 2}}));
  CHECK(score("rocks", city) == -8);        // 3 x 2 + 2
  test::put(city, "B-D2", 1, false, 4, 0);  // covers R (4,0) and T (4,1)
  CHECK(score("rocks", city) == -6);        // R (0,0), R (2,1): -4; r (2,0), r (1,1): -2
  test::put(city, "R-I3", 0, false, 0, 0);  // covers R (0,0), (1,0), r (2,0)
  CHECK(score("rocks", city) == -3);        // R (2,1): -2; r (1,1): -1
}

TEST_CASE("R32: -1 for each empty meadow cell, features and buildings are not empty", "[R32]") {
  // 6 x 2, river along the right border. Empty meadow: '.', 'o' (sticker spot) and 'g'
  // (printed gold mark) -- (0,0), (1,0), (0,1), (1,1): 4 cells. T R W G t r carry a
  // feature; M and F are not meadow.
  //      0 1 2 3 4 5
  //  y0  . o T R M F
  //  y1  g . W G t r
  City city(test::layout({".oTRMF", "g.WGtr"}, {{6, 0}, {6, 2}}));
  CHECK(score("empty_meadow", city) == -4);
  test::put(city, "Y-D2", 0, false, 0, 0);  // (0,0), (1,0)
  CHECK(score("empty_meadow", city) == -2);
  test::put(city, "B-D2", 0, false, 2, 0);  // over T and R: still not empty
  CHECK(score("empty_meadow", city) == -2);
  CHECK(city.empty_meadow().count() == 2);
  CHECK(city.empty_meadow().test({0, 1}));
  CHECK(city.empty_meadow().test({1, 1}));
}

TEST_CASE("R30 R31 R32 R12 R21: the rulebook's worked example ends on 6",
          "[R30][R31][R32][R12][R21][example]") {
  // Start 10, two passes, 8 trees visible, 2 rocks visible, 8 empty meadow:
  // 10 - 2 + 8 - 2 - 8 = 6.
  // 5 x 3, river between columns 1|2; 4 double trees (8), 1 double rock (2), 10 '.'.
  //      0 1 | 2 3 4
  //  y0  T . | . T .
  //  y1  . . | R . .
  //  y2  T . | . T .
  // Seat 0 builds the Hut upright on (1,0),(1,1) (right sides on the river), leaving
  // 10 - 2 = 8 empty meadow, then passes twice.
  const BoardLayout board = test::layout({"T..T.", "..R..", "T..T."}, {{2, 0}, {2, 3}});
  const Ruleset rules =
      test::ruleset({test::term("trees"), test::term("rocks"), test::term("empty_meadow")});
  Game game(cat(), rules, test::seats(2, board), {"Y-D2", "R-D2", "B-D2"});
  REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 1, 0)));
  REQUIRE_FALSE(game.apply(Action::drop()));  // seat 1 builds nothing and passes nothing
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE_FALSE(game.apply(Action::pass()));
  REQUIRE(game.over());
  const GameResult result = game.result();
  const PlayerResult& ann = result.players.at(0);
  CHECK(ann.score == 6);
  REQUIRE(ann.breakdown.size() == 4);
  CHECK(ann.breakdown[0].term == "pass");
  CHECK(ann.breakdown[0].points == -2);
  CHECK(ann.breakdown[1].term == "trees");
  CHECK(ann.breakdown[1].points == 8);
  CHECK(ann.breakdown[2].term == "rocks");
  CHECK(ann.breakdown[2].points == -2);
  CHECK(ann.breakdown[3].term == "empty_meadow");
  CHECK(ann.breakdown[3].points == -8);
  // Seat 1: 10 + 8 - 2 - 10 = 6 as well; the tie is broken by R41: seat 0 has 2 empty
  // meadow cells in row 0 ((2,0), (4,0)) against seat 1's 3 -> seat 0 first.
  CHECK(result.players.at(1).score == 6);
  CHECK(ann.rank == 1);
  CHECK(result.players.at(1).rank == 2);
}

TEST_CASE("R33: colour groups count buildings of the largest group of each colour", "[R33]") {
  SECTION("buildings, not cells; across the river counts") {
    // 6 x 3, river between columns 2|3.
    //      0 1 2 | 3 4 5
    //  y0  y y r | R Y Y       y = Y-D2, Y = Y-O4, r = R-D2, R = R-I3
    //  y1  v . r | R Y Y       v = Y-V3
    //  y2  v v . | R B B       B = B-D2
    // Yellow: {Y-D2, Y-V3} (sides (0,0)-(0,1)) = 2; the O4 alone has 4 cells but is 1
    // building; it is separated from them by red. Red: R-D2 and R-I3 face each other across
    // the river -> 2. Blue: 1. Total 2 + 2 + 1 = 5.
    City city(test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}}));
    test::put(city, "Y-D2", 0, false, 0, 0);
    test::put(city, "Y-V3", 0, false, 0, 1);
    test::put(city, "R-D2", 1, false, 2, 0);
    test::put(city, "R-I3", 1, false, 3, 0);
    test::put(city, "Y-O4", 0, false, 4, 0);
    test::put(city, "B-D2", 0, false, 4, 2);
    CHECK(score("colour_groups", city) == 5);
  }
  SECTION("corner contact does not join a group") {
    //      0 1 2 | 3 4 5
    //  y0  . y y | . . .
    //  y1  . . . | Y Y Y
    // (2,0) and (3,1) meet at a corner only: two groups of 1 -> 1.
    City city(test::layout({"......", "......"}, {{3, 0}, {3, 2}}));
    test::put(city, "Y-D2", 0, false, 1, 0);
    test::put(city, "Y-I3", 0, false, 3, 1);
    CHECK(score("colour_groups", city) == 1);
    // Moving the Row Houses up to (3,0)-(5,0) makes them face (2,0) across the river -> 2.
    city.remove_last();
    test::put(city, "Y-I3", 0, false, 3, 0);
    CHECK(score("colour_groups", city) == 2);
  }
  SECTION("a church has no colour and does not join groups") {
    // 6 x 2, river along the right border. C = Chapel (V3) on (2,0),(2,1),(3,1).
    //  y0  y y C Y Y Y
    //  y1  . . C C . .
    // Yellow D2 and I3 both touch the church but not each other: largest yellow 1;
    // purple does not count: total 1.
    City city(test::layout({"......", "......"}, {{6, 0}, {6, 2}}));
    test::put(city, "Y-D2", 0, false, 0, 0);
    test::put(city, "C-V3", 0, false, 2, 0);
    test::put(city, "Y-I3", 0, false, 3, 0);
    CHECK(score("colour_groups", city) == 1);
  }
  SECTION("a group of three of one colour and an empty city") {
    City city(test::layout({"......", "......"}, {{6, 0}, {6, 2}}));
    CHECK(score("colour_groups", city) == 0);
    //  y0  d d v i i i     d = B-D2, v = B-V3 (2,0),(2,1),(3,1), i = B-I3 (3,0)-(5,0)
    //  y1  . . v v . .
    // One blue group of 3 buildings -> 3.
    test::put(city, "B-D2", 0, false, 0, 0);
    test::put(city, "B-V3", 0, false, 2, 0);
    test::put(city, "B-I3", 0, false, 3, 0);
    CHECK(score("colour_groups", city) == 3);
  }
}

TEST_CASE("R34: +3 for each church beside yellow, red and blue", "[R34]") {
  // 5 x 3, river between columns 2|3. Chapel (C) on (1,0),(1,1),(2,1).
  //      0 1 2 | 3 4
  //  y0  Y C . | B .       Y = Y-D2 (0,0),(0,1); B = B-D2 (3,0),(3,1)
  //  y1  Y C C | B .
  //  y2  . R R | . .       R = R-D2 (1,2),(2,2)
  const BoardLayout board = test::layout({".....", ".....", "....."}, {{3, 0}, {3, 3}});
  City city(board);
  test::put(city, "C-V3", 0, false, 1, 0);
  test::put(city, "Y-D2", 1, false, 0, 0);
  test::put(city, "R-D2", 0, false, 1, 2);
  SECTION("blue across the river completes it") {
    test::put(city, "B-D2", 1, false, 3, 0);  // (3,1) faces the church's (2,1)
    CHECK(score("churches", city) == 3);
    CHECK(score("churches", city, {{"points", 3}}) == 3);
  }
  SECTION("no blue neighbour: nothing") {
    CHECK(score("churches", city) == 0);
  }
  SECTION("blue at a corner only: nothing") {
    test::put(city, "B-D2", 0, false, 3, 2);  // (3,2) is diagonal to (2,1)
    CHECK(score("churches", city) == 0);
  }
}

TEST_CASE("R34: each qualifying church scores, a church beside a church gains nothing", "[R34]") {
  // 7 x 3, river along the right border.
  //      0 1 2 3 4 5 6
  //  y0  Y c R R T T T     c = Chapel (C-V3) on (1,0),(1,1),(2,1)
  //  y1  Y c c B B T .     T = Church (C-T4 "###" / ".#.") on (4,0),(5,0),(6,0),(5,1)
  //  y2  . . . . Y Y Y     Y = Y-D2 (0,0),(0,1) and Y-I3 (4,2),(5,2),(6,2)
  //                        R = R-D2 (2,0),(3,0); B = B-D2 (3,1),(4,1)
  // Chapel: Y (0,0), R (2,0), B (3,1) -> scores. Church: R (3,0), B (4,1), Y (5,2) ->
  // scores. 2 x 3 = 6; with {"points": 5}: 2 x 5 = 10.
  City city(test::layout({".......", ".......", "......."}, {{7, 0}, {7, 3}}));
  test::put(city, "C-V3", 0, false, 1, 0);
  test::put(city, "Y-D2", 1, false, 0, 0);
  test::put(city, "R-D2", 0, false, 2, 0);
  test::put(city, "B-D2", 0, false, 3, 1);
  test::put(city, "C-T4", 0, false, 4, 0);
  CHECK(score("churches", city) == 3);  // the Church lacks yellow so far
  test::put(city, "Y-I3", 0, false, 4, 2);
  CHECK(score("churches", city) == 6);
  CHECK(score("churches", city, {{"points", 5}}) == 10);

  SECTION("a church does not stand in for a colour") {
    // 5 x 2: the Chapel (0,0),(0,1),(1,1) beside the Church... only purple and red.
    City chapels(test::layout({".....", "....."}, {{5, 0}, {5, 2}}));
    test::put(chapels, "C-V3", 0, false, 0, 0);  // (0,0),(0,1),(1,1)
    test::put(chapels, "C-T4", 0, false, 1, 0);  // (1,0),(2,0),(3,0),(2,1)
    test::put(chapels, "R-D2", 0, false, 3, 1);  // (3,1),(4,1): beside (2,1) and (3,0)
    CHECK(score("churches", chapels) == 0);
  }
}

TEST_CASE("R35: +4 for each free well with four different buildings around it", "[R35]") {
  // 5 x 5, well W at (2,2), river between columns 2|3 (so its right neighbour (3,2) lies
  // across the river).
  //      0 1 2 | 3 4
  //  y0  . . a | . .       a = Y-D2 (2,0),(2,1)   above the well
  //  y1  . b a | d .       b = B-D2 (1,1),(1,2)   left of it
  //  y2  . b W | d .       d = Y-I3 (3,1),(3,2),(3,3) right of it, across the river
  //  y3  . . c | d .       c = R-D2 (2,3),(2,4)   below it
  //  y4  . . c | . .
  const BoardLayout board =
      test::layout({".....", ".....", "..W..", ".....", "....."}, {{3, 0}, {3, 5}});
  City city(board);
  test::put(city, "Y-D2", 1, false, 2, 0);
  test::put(city, "R-D2", 1, false, 2, 3);
  test::put(city, "Y-I3", 1, false, 3, 1);
  SECTION("four different buildings, one across the river") {
    test::put(city, "B-D2", 1, false, 1, 1);
    CHECK(score("wells", city) == 4);
    CHECK(score("wells", city, {{"points", 4}}) == 4);
  }
  SECTION("a side left open") {
    CHECK(score("wells", city) == 0);
  }
  SECTION("one building on two sides") {
    // Remove the Hut above; the Farmstead rot 1 ("##" / "#.") at (1,1) covers (1,1),
    // (2,1), (1,2): both the top and the left neighbour -- only three different buildings.
    City other(board);
    test::put(other, "Y-V3", 1, false, 1, 1);
    test::put(other, "R-D2", 1, false, 2, 3);
    test::put(other, "Y-I3", 1, false, 3, 1);
    CHECK(score("wells", other) == 0);
  }
  SECTION("a well built over does not score") {
    // Shed (1,2),(2,2) over the well: its left neighbour is the same Shed; top, right and
    // bottom are three other buildings. The well is not free -> 0.
    test::put(city, "B-D2", 0, false, 1, 2);
    CHECK(score("wells", city) == 0);
  }
}

TEST_CASE("R35: the wells term is known as such, whatever its points", "[R35]") {
  const auto made = [](const std::string& id, nlohmann::json params) {
    return make_end_term(test::term(id, std::move(params)), "test", "/end_terms/0");
  };
  CHECK(scores_wells(*made("wells", nlohmann::json::object())));
  CHECK(scores_wells(*made("wells", {{"points", 2}})));
  CHECK_FALSE(scores_wells(*made("trees", nlohmann::json::object())));
  CHECK_FALSE(scores_wells(*made("churches", nlohmann::json::object())));
}

TEST_CASE("R36: gold +3 for everyone who covers both deposits in the first such round",
          "[R36][R20][R10]") {
  // 6 x 3, gold deposits at (1,0) and (2,0), river between columns 2|3.
  //      0 1 2 | 3 4 5
  //  y0  . G G | . . .
  //  y1  . . . | . . .
  //  y2  . . . | . . .
  // A D2 lying on (1,0),(2,0) covers both; (2,0) touches the river, so it is a legal
  // first building. The upright D2 on (2,1),(2,2) covers none.
  const BoardLayout board = test::layout({".GG...", "......", "......"}, {{3, 0}, {3, 3}});
  const Ruleset rules = test::ruleset({}, {test::term("gold", {{"points", 3}})});
  const auto gold = [](const Game& g, int seat) {
    const PlayerState& p = g.player(seat);
    REQUIRE(p.immediate.size() == 2);
    CHECK(p.immediate[1].term == "gold");
    return p.immediate[1].points;
  };

  SECTION("two players in the same round both gain; a later one does not") {
    Game game(cat(), rules, test::seats(3, board), {"Y-D2", "R-D2", "B-D2"});
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 1, 0)));
    CHECK(game.player(0).track.value() == 13);  // at once, before the round ends
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 1, 0)));
    CHECK(game.player(1).track.value() == 13);  // same round: also +3
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 2, 1)));
    CHECK(game.player(2).track.value() == 10);
    // Round 2: seat 2 covers both deposits with R-D2 on (1,0),(2,0), beside (2,1): too late.
    REQUIRE_FALSE(game.apply(Action::pass()));
    REQUIRE_FALSE(game.apply(Action::drop()));
    REQUIRE_FALSE(game.apply(test::build("R-D2", 0, false, 1, 0)));
    CHECK(game.player(0).track.value() == 12);
    CHECK(game.player(2).track.value() == 10);
    CHECK(gold(game, 0) == 3);
    CHECK(gold(game, 1) == 3);
    CHECK(gold(game, 2) == 0);
  }
  SECTION("nobody in round 1: the first to do it in round 2 gains, round 3 is too late") {
    Game game(cat(), rules, test::seats(3, board), {"Y-D2", "R-D2", "B-D2"});
    for (int seat = 0; seat < 3; ++seat) {
      REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 2, 1)));  // no gold
    }
    CHECK(game.player(0).track.value() == 10);
    REQUIRE_FALSE(game.apply(Action::pass()));                       // seat 0: 9
    REQUIRE_FALSE(game.apply(test::build("R-D2", 0, false, 1, 0)));  // seat 1: 13
    REQUIRE_FALSE(game.apply(Action::pass()));                       // seat 2: 9
    REQUIRE_FALSE(game.apply(test::build("B-D2", 0, false, 1, 0)));  // seat 0: too late
    REQUIRE_FALSE(game.apply(Action::pass()));                       // seat 1: 12
    REQUIRE_FALSE(game.apply(test::build("B-D2", 0, false, 1, 0)));  // seat 2: too late
    REQUIRE(game.over());
    CHECK(game.player(0).track.value() == 9);
    CHECK(game.player(1).track.value() == 12);
    CHECK(game.player(2).track.value() == 9);
    CHECK(gold(game, 0) == 0);
    CHECK(gold(game, 1) == 3);
    CHECK(gold(game, 2) == 0);
  }
  SECTION("R10: every seat that reaches it in the same round gains, the first seat or not") {
    // Seat 0 builds off the deposits in round 1; seats 1 and 2 both cover them then. In
    // round 2 seat 0 covers them too: the race closed with round 1.
    Game game(cat(), rules, test::seats(3, board), {"Y-D2", "R-D2", "B-D2"});
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 2, 1)));
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 1, 0)));
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 1, 0)));
    REQUIRE_FALSE(game.apply(test::build("R-D2", 0, false, 1, 0)));
    CHECK(gold(game, 0) == 0);
    CHECK(gold(game, 1) == 3);
    CHECK(gold(game, 2) == 3);
    CHECK(game.player(0).track.value() == 10);
    CHECK(game.player(1).track.value() == 13);
    CHECK(game.player(2).track.value() == 13);
  }
  SECTION("one deposit is not enough; the second completes it") {
    // Gold at (2,0) and (2,2) instead: the upright Hut on (2,0),(2,1) covers one; the
    // Kiosk on (1,2),(2,2) in round 2 covers the other -> +3 then.
    const BoardLayout apart = test::layout({"..G...", "......", "..G..."}, {{3, 0}, {3, 3}});
    Game game(cat(), rules, test::seats(1, apart), {"Y-D2", "R-D2"});
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 2, 0)));
    CHECK(game.player(0).track.value() == 10);
    REQUIRE_FALSE(game.apply(test::build("R-D2", 0, false, 1, 2)));
    CHECK(game.player(0).track.value() == 13);
  }
}

TEST_CASE("R36: the points a placement would win at once, the same for the game and the view",
          "[R36][R10][R17]") {
  // Gold (+3) and the express (+2 for the first station built), two seats, the board of
  // the gold race above (deposits at (1,0) and (2,0), river between columns 2|3) with a
  // railway between rows 0 and 1, which a station must touch.
  BoardLayout board = test::layout({".GG...", "......", "......"}, {{3, 0}, {3, 3}});
  board.paths.push_back(make_edge_path("railway", {{0, 1}, {6, 1}}, 6, 3, "test", "/railway"));
  const Ruleset rules = test::ruleset(
      {}, {test::term("gold", {{"points", 3}}), test::term("express", {{"points", 2}})});
  Game game(cat(), rules, test::seats(2, board), {"Y-D2", "S-D2"});
  // What the acting seat would win with `id` placed so in its city, asked both ways.
  const auto if_built = [&](const std::string& id, int rot, int x, int y) {
    City after = game.player(game.to_act()).city;
    test::put(after, id, rot, false, x, y);
    const int from_view = view_of(game).race_points_if(after);
    CHECK(from_view == game.race_points_if(after));
    return from_view;
  };

  // Round 1, seat 0: lying over both deposits wins gold; upright on (2,1),(2,2), nothing.
  CHECK(if_built("Y-D2", 0, 1, 0) == 3);
  CHECK(if_built("Y-D2", 1, 2, 1) == 0);
  REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 1, 0)));
  CHECK(game.player(0).track.value() == 13);
  // Seat 1, same round: gold is still open to it.
  CHECK(if_built("Y-D2", 0, 1, 0) == 3);
  REQUIRE_FALSE(game.apply(test::build("Y-D2", 1, false, 2, 1)));

  // Round 2, seat 0: the station below its hut wins the express; gold is won already.
  CHECK(if_built("S-D2", 0, 1, 1) == 2);
  REQUIRE_FALSE(game.apply(test::build("S-D2", 0, false, 1, 1)));
  CHECK(game.player(0).track.value() == 15);
  // Seat 1: the station over both deposits reaches gold too, but gold closed with round 1;
  // the express, reached by seat 0 this round, is still open: 2, not 5.
  CHECK(if_built("S-D2", 0, 1, 0) == 2);
  REQUIRE_FALSE(game.apply(test::build("S-D2", 0, false, 1, 0)));
  CHECK(game.player(1).track.value() == 12);
}
