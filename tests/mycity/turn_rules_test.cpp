// The turn rules the game and the hard player's playouts share (turn_rules.hpp), tested on
// their own: the playouts call them without a Game, so round_rules_test.cpp alone would
// not catch a playout-only misuse.
#include <vector>

#include <catch2/catch.hpp>

#include "mycity/turn_rules.hpp"
#include "rules_support.hpp"

using namespace mycity;

namespace {

const PieceDef& def(const std::string& id) {
  return test::catalogue().piece(test::piece(id));
}

// 6 x 3, all meadow, river straight down between columns 2 and 3.
City city() {
  return City(test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}}));
}

}  // namespace

TEST_CASE("R12: passing is allowed while the track shows more than 0", "[R12]") {
  ScoreTrack track;
  CHECK(pass_allowed(def("Y-D2"), track));
  track.add(-ScoreTrack::kStart);
  CHECK_FALSE(pass_allowed(def("Y-D2"), track));
  track.add(-3);  // a deficit still shows 0 (R23)
  CHECK_FALSE(pass_allowed(def("Y-D2"), track));
}

TEST_CASE("R14: a must-build card may never be passed", "[R14]") {
  REQUIRE(def("C-T4").must_build);
  CHECK_FALSE(pass_allowed(def("C-T4"), ScoreTrack()));
}

TEST_CASE("R12: apply_action charges a pass one point and builds nothing", "[R12][R11]") {
  City c = city();
  ScoreTrack track;
  CHECK(apply_action(test::catalogue(), Action::pass(), {}, c, track) == -1);
  CHECK(track.value() == ScoreTrack::kStart - 1);
  CHECK(c.buildings().empty());
}

TEST_CASE("R11: apply_action builds the placement and a drop (R13) changes nothing", "[R11][R13]") {
  City c = city();
  ScoreTrack track;
  const Action build = test::build("Y-D2", 1, false, 2, 0);
  const auto cells = placement_cells(def("Y-D2"), build.placement, c.layout());
  REQUIRE(cells);
  CHECK(apply_action(test::catalogue(), build, *cells, c, track) == 0);
  REQUIRE(c.buildings().size() == 1);
  CHECK(c.buildings()[0].piece == test::piece("Y-D2"));
  CHECK(c.buildings()[0].colour == def("Y-D2").colour);
  CHECK(c.occupied() == *cells);
  CHECK(apply_action(test::catalogue(), Action::drop(), {}, c, track) == 0);
  CHECK(c.buildings().size() == 1);
  CHECK(track.value() == ScoreTrack::kStart);
}

TEST_CASE("R15: the block card hides the card after it, and only that card", "[R15]") {
  const std::vector<int> deck{3, -1, 5, -1, 7, 8};
  std::vector<int> blocked;
  std::size_t next = 0;
  CHECK(reveal_round_piece(deck, next, &blocked) == 3);
  CHECK(next == 1);
  CHECK(reveal_round_piece(deck, next, &blocked) == 8);
  CHECK(next == 6);
  CHECK(blocked == std::vector<int>{5, 7});
}

TEST_CASE("R15: a block card as the last card blocks nothing", "[R15][R16]") {
  const std::vector<int> deck{4, -1};
  std::vector<int> blocked;
  std::size_t next = 0;
  CHECK(reveal_round_piece(deck, next, &blocked) == 4);
  CHECK(reveal_round_piece(deck, next, nullptr) == -1);  // R16: the deck is exhausted
  CHECK(next == deck.size());
  CHECK(blocked.empty());
}
