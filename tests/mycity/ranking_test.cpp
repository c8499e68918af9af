// Ranking R40, R41 and the Eternity winner R47 (rules.md section 6).
#include <catch2/catch.hpp>

#include "rules_support.hpp"

using namespace mycity;

namespace {

const Catalogue& cat() {
  return test::catalogue();
}

using Keys = std::vector<std::vector<int>>;

}  // namespace

TEST_CASE("R40: rank by final score, higher first", "[R40]") {
  CHECK(competition_ranks({3, 7, 5}, Keys{{0}, {0}, {0}}) == std::vector<int>{3, 1, 2});
  // Negative scores (R23) rank below zero.
  CHECK(competition_ranks({-2, 0, -81}, Keys{{0}, {0}, {0}}) == std::vector<int>{2, 1, 3});
  // A higher score wins even with more empty meadow on top.
  CHECK(competition_ranks({4, 5}, Keys{{0, 0}, {9, 9}}) == std::vector<int>{2, 1});
}

TEST_CASE("R41: a tie goes to fewer empty meadow cells in the top row, then the next row",
          "[R41]") {
  SECTION("the top row decides") {
    CHECK(competition_ranks({6, 6}, Keys{{2, 3, 3}, {3, 0, 0}}) == std::vector<int>{1, 2});
  }
  SECTION("equal top rows: the second row decides") {
    CHECK(competition_ranks({6, 6}, Keys{{2, 3, 0}, {2, 1, 5}}) == std::vector<int>{2, 1});
  }
  SECTION("still equal: shared place, competition ranking 1, 1, 3") {
    CHECK(competition_ranks({6, 6, 4}, Keys{{2, 3}, {2, 3}, {0, 0}}) == std::vector<int>{1, 1, 3});
    CHECK(competition_ranks({9, 6, 6, 6}, Keys{{5}, {1}, {1}, {2}}) ==
          std::vector<int>{1, 2, 2, 4});
  }
}

TEST_CASE("R41: the tie-break keys are the empty meadow cells of each row from the top", "[R41]") {
  // 5 x 3, river along the right border.
  //      0 1 2 3 4
  //  y0  . . T M .      row 0: (0,0) (1,0) (4,0)  -> 3, then the Hut on (0,0),(1,0) -> 1
  //  y1  o R . . F      row 1: (0,1) (2,1) (3,1)  -> 3 ('o' is empty meadow)
  //  y2  g . W . .      row 2: (0,2) (1,2) (3,2) (4,2) -> 4 ('g' is empty meadow)
  City city(test::layout({"..TM.", "oR..F", "g.W.."}, {{5, 0}, {5, 3}}));
  CHECK(empty_meadow_per_row(city) == std::vector<int>{3, 3, 4});
  test::put(city, "Y-D2", 0, false, 0, 0);
  CHECK(empty_meadow_per_row(city) == std::vector<int>{1, 3, 4});
}

TEST_CASE("R47: the Eternity winner has the highest score, ties by R41", "[R47][R41][R24]") {
  const Ruleset* eternity = cat().find_ruleset("eternity");
  REQUIRE(eternity != nullptr);
  // The empty Eternity board (content.md): 109 meadow, 7 double trees, 7 double rocks,
  // 2 wells, 2 gold deposits -> 109 - 18 = 91 empty meadow. Nobody builds:
  // 10 + 14 (trees) - 14 (rocks) + 0 + 0 + 0 - 91 = -81, shown in full (no cap, R24).
  SECTION("equal in every way: both win, both ranked 1") {
    Game game = Game::on_printed_board(cat(), *eternity, {"Ann", "Ben"}, {"Y-D2"});
    REQUIRE_FALSE(game.apply(Action::drop()));
    REQUIRE_FALSE(game.apply(Action::drop()));
    const GameResult r = game.result();
    CHECK(r.players[0].score == -81);
    CHECK(r.players[1].score == -81);
    CHECK(r.players[0].rank == 1);
    CHECK(r.players[1].rank == 1);
    CHECK(r.winners == std::vector<std::string>{"Ann", "Ben"});
  }
  SECTION("the higher score wins alone") {
    // Ann's Hut on (6,0),(7,0) (row 0 "MM..T...R...FF": both '.'; (7,0) has its right side
    // on the river at lattice x = 8) covers two empty meadow cells (+2) and is a yellow
    // group of one (R33, +1): -81 + 3 = -78.
    Game game = Game::on_printed_board(cat(), *eternity, {"Ann", "Ben"}, {"Y-D2"});
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 6, 0)));
    REQUIRE_FALSE(game.apply(Action::drop()));
    const GameResult r = game.result();
    CHECK(r.players[0].score == -78);
    CHECK(r.players[1].score == -81);
    CHECK(r.players[0].rank == 1);
    CHECK(r.players[1].rank == 2);
    CHECK(r.winners == std::vector<std::string>{"Ann"});
  }
  SECTION("equal scores: the emptier top row loses") {
    // Ben's Hut on (5,4),(6,4) (row 4 "MM..R......FFF": both '.'; (6,4) has its right side
    // on the river at lattice x = 7) also scores -78, but Ann's top row has 2 fewer empty
    // meadow cells: Ann first, Ben second.
    Game game = Game::on_printed_board(cat(), *eternity, {"Ann", "Ben"}, {"Y-D2"});
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 6, 0)));
    REQUIRE_FALSE(game.apply(test::build("Y-D2", 0, false, 5, 4)));
    const GameResult r = game.result();
    CHECK(r.players[0].score == -78);
    CHECK(r.players[1].score == -78);
    CHECK(r.players[0].rank == 1);
    CHECK(r.players[1].rank == 2);
    CHECK(r.winners == std::vector<std::string>{"Ann"});
  }
}
