// Construction rules R1-R8 (rules.md section 2) on small hand-made boards. Every board
// is drawn in the test with the river as `|` (vertical) or `=` (horizontal) between cells;
// lattice point (x, y) is the top-left corner of cell (x, y) (content.md).
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "rules_support.hpp"

using namespace mycity;
using test::at;

namespace {

const Catalogue& cat() {
  return test::catalogue();
}

constexpr HouseRules kMirror{.mirror = true};

std::optional<Violation> check(const City& city, const Placement& p, const HouseRules& house = {}) {
  return check_placement(cat(), city, p, house);
}

// 6 x 3, river straight down between columns 2 and 3, features on the left bank:
//      0 1 2 | 3 4 5
//  y0  T R . | M . .
//  y1  W G . | F . .
//  y2  t r . | . . .
BoardLayout feature_board() {
  return test::layout({"TR.M..", "WG.F..", "tr...."}, {{3, 0}, {3, 3}});
}

// 6 x 4, all meadow, river (3,0) (3,2) (4,2) (4,4): down between columns 2|3 for rows
// 0-1, along the top of cell (3,2), then down between columns 3|4 for rows 2-3.
//      0 1 2 | 3 4 5
//  y0  . . . | . . .
//  y1  . . . | . . .
//            +===+
//  y2  . . . . | . .
//  y3  . . . . | . .
// Left bank: columns 0-2 of rows 0-1 and columns 0-3 of rows 2-3; right bank the rest.
// Cell (2,2) meets the river only at the lattice point (3,2): a corner, no side.
BoardLayout bend_board() {
  return test::layout({"......", "......", "......", "......"}, {{3, 0}, {3, 2}, {4, 2}, {4, 4}});
}

// 6 x 3, all meadow, river straight down between columns 2 and 3.
BoardLayout straight_board() {
  return test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}});
}

void require_rule(const std::optional<Violation>& v, const std::string& rule) {
  REQUIRE(v.has_value());
  CHECK(v->rule == rule);
  CHECK_FALSE(v->reason.empty());
}

}  // namespace

TEST_CASE("R1: under the mirror house rule every (rot, flip) of every piece is accepted", "[R1]") {
  // 8 x 4, river down the middle (lattice x = 4). A piece whose bounding box ends at
  // column 3 has a cell in column 3 (the box is normalised), so it touches the river with a
  // side and lies wholly on the left bank: a legal first building in all 8 orientations.
  const City city(test::layout({"........", "........", "........", "........"}, {{4, 0}, {4, 4}}));
  for (int index = 0; index < static_cast<int>(cat().pieces().size()); ++index) {
    const PieceDef& piece = cat().piece(index);
    if (piece.must_touch) continue;  // the station needs a railway (tested with its module)
    for (int flip = 0; flip < 2; ++flip) {
      for (int rot = 0; rot < 4; ++rot) {
        INFO(piece.id << " rot " << rot << " flip " << flip);
        const std::vector<Cell> cells = orient(piece.base_cells, rot, flip != 0);
        int width = 0;
        for (const Cell& c : cells) width = std::max(width, c.x + 1);
        const Placement p{index, rot, flip != 0, 4 - width, 0};
        CHECK_FALSE(check(city, p, kMirror).has_value());
        // As printed, a building is only turned: the mirrored ones are refused, naming R1.
        if (flip == 0) CHECK_FALSE(check(city, p).has_value());
        if (flip == 1) require_rule(check(city, p), "R1");
        const auto covered = placement_cells(piece, p, city.layout());
        REQUIRE(covered.has_value());
        CHECK(covered->count() == piece.cell_count());
        for (const Cell& c : cells) CHECK(covered->test({c.x + 4 - width, c.y}));
      }
    }
  }
}

TEST_CASE("R1: the square O4 is accepted in all eight (rot, flip) although they coincide", "[R1]") {
  const City city(straight_board());
  for (int flip = 0; flip < 2; ++flip) {
    for (int rot = 0; rot < 4; ++rot) {
      // O4 at (1,0): cells (1..2, 0..1); (2,0) and (2,1) have their right sides on the river.
      CHECK_FALSE(check(city, at("Y-O4", rot, flip != 0, 1, 0), kMirror).has_value());
    }
  }
}

TEST_CASE("R1: without the house rule even a mirror-symmetric building may not be flipped",
          "[R1]") {
  // formats.md, record version 2: flip must be false unless the mirror house rule is on,
  // whether or not the mirrored cells differ.
  const City city(straight_board());
  for (int rot = 0; rot < 4; ++rot) {
    CHECK_FALSE(check(city, at("Y-O4", rot, false, 1, 0)).has_value());
    require_rule(check(city, at("Y-O4", rot, true, 1, 0)), "R1");
  }
}

TEST_CASE("R2: features may be built over, mountain, forest and outside the board may not",
          "[R2]") {
  City city(feature_board());
  SECTION("double trees, double rocks, well, gold, single tree and rock can be built over") {
    // Row Houses across (0,y)..(2,y): (2,y) has its right side on the river (R5 holds).
    CHECK_FALSE(check(city, at("Y-I3", 0, false, 0, 0)).has_value());  // T R .
    CHECK_FALSE(check(city, at("Y-I3", 0, false, 0, 1)).has_value());  // W G .
    CHECK_FALSE(check(city, at("Y-I3", 0, false, 0, 2)).has_value());  // t r .
  }
  SECTION("mountain") {
    require_rule(check(city, at("B-D2", 0, false, 3, 0)), "R2");  // (3,0) M, (4,0)
  }
  SECTION("forest") {
    require_rule(check(city, at("B-D2", 1, false, 3, 1)), "R2");  // (3,1) F, (3,2)
  }
  SECTION("outside the board") {
    require_rule(check(city, at("B-D2", 0, false, 5, 0)), "R2");   // (5,0), (6,0)
    require_rule(check(city, at("B-D2", 0, false, -1, 0)), "R2");  // (-1,0), (0,0)
    require_rule(check(city, at("B-D2", 1, false, 4, 2)), "R2");   // (4,2), (4,3)
    require_rule(check(city, at("B-D2", 1, false, 2, -1)), "R2");  // (2,-1), (2,0)
  }
  SECTION("mountain is refused even beside an existing building") {
    test::put(city, "Y-I3", 0, false, 0, 0);                      // (0..2, 0)
    require_rule(check(city, at("R-D2", 1, false, 3, 0)), "R2");  // (3,0) M beside (2,0)
  }
}

TEST_CASE("R3: no cell may already hold a building", "[R3]") {
  City city(feature_board());
  test::put(city, "Y-I3", 0, false, 0, 0);  // (0,0) (1,0) (2,0)
  // Kiosk upright on (2,0),(2,1): (2,0) is taken.
  require_rule(check(city, at("R-D2", 1, false, 2, 0)), "R3");
  // The same building exactly on top of the first: every cell taken.
  require_rule(check(city, at("R-I3", 0, false, 0, 0)), "R3");
  // Beside it, on (1,1),(1,2): free cells sharing a side with (1,0) -> legal.
  CHECK_FALSE(check(city, at("R-D2", 1, false, 1, 1)).has_value());
}

TEST_CASE("R4: a building may not lie on both sides of the river", "[R4]") {
  const City city(bend_board());
  SECTION("across the vertical stretch") {
    require_rule(check(city, at("Y-D2", 0, false, 2, 0)), "R4");  // (2,0) | (3,0)
    require_rule(check(city, at("Y-D2", 0, false, 3, 3)), "R4");  // (3,3) | (4,3)
  }
  SECTION("across the horizontal stretch") {
    require_rule(check(city, at("Y-D2", 1, false, 3, 1)), "R4");  // (3,1) over (3,2)
  }
  SECTION("a long building crossing it") {
    require_rule(check(city, at("Y-I3", 0, false, 1, 1)), "R4");  // (1,1) (2,1) | (3,1)
  }
}

TEST_CASE("R4: lying along the river is allowed", "[R4]") {
  const City city(bend_board());
  // (2,0),(2,1),(2,2): two right sides on the river, all on the left bank.
  CHECK_FALSE(check(city, at("Y-I3", 1, false, 2, 0)).has_value());
  // (3,1),(4,1),(5,1): on the right bank, (3,1)'s bottom side on the river.
  CHECK_FALSE(check(city, at("Y-I3", 0, false, 3, 1)).has_value());
  // Farmstead (2,1),(2,2),(3,2) wraps around the bend: sides on the river at (2,1) right,
  // (3,2) top and (3,2) right, but no two of its cells are separated by the river.
  CHECK_FALSE(check(city, at("Y-V3", 0, false, 2, 1)).has_value());
}

TEST_CASE("R5: the first building must touch the river with a side", "[R5]") {
  const City city(bend_board());
  SECTION("far from the river") {
    require_rule(check(city, at("Y-D2", 0, false, 0, 0)), "R5");  // (0,0),(1,0)
  }
  SECTION("touching the river at a corner only does not count") {
    // Hut upright on (2,2),(2,3): (2,2) meets the river only at lattice point (3,2).
    require_rule(check(city, at("Y-D2", 1, false, 2, 2)), "R5");
  }
  SECTION("a side on the river counts, on either bank and on either stretch") {
    CHECK_FALSE(check(city, at("Y-D2", 1, false, 2, 0)).has_value());  // (2,0) right side
    CHECK_FALSE(check(city, at("Y-D2", 0, false, 1, 1)).has_value());  // (2,1) right side
    CHECK_FALSE(check(city, at("Y-D2", 1, false, 3, 2)).has_value());  // (3,2) top side
    CHECK_FALSE(check(city, at("Y-D2", 0, false, 4, 3)).has_value());  // (4,3) left side
  }
  SECTION("only the first building: the second needs contact, not the river") {
    City built(bend_board());
    test::put(built, "Y-D2", 1, false, 2, 0);  // (2,0),(2,1)
    // (0,1),(1,1): (1,1) shares a side with (2,1); nowhere near the river.
    CHECK_FALSE(check(built, at("R-D2", 0, false, 0, 1)).has_value());
  }
}

TEST_CASE("R5: a side on the railway is not a side on the river", "[R5]") {
  // 5 x 4, river between columns 2|3, railway between rows 1 and 2 (lattice y = 2).
  //      0 1 2 | 3 4
  //  y0  . . . | . .
  //  y1  . . . | . .
  //      =========== railway
  //  y2  . . . | . .
  //  y3  . . . | . .
  BoardLayout layout = test::layout({".....", ".....", ".....", "....."}, {{3, 0}, {3, 4}});
  layout.paths.push_back(make_edge_path("railway", {{0, 2}, {5, 2}}, 5, 4, "test", "/railway"));
  const City city(layout);
  require_rule(check(city, at("Y-D2", 0, false, 0, 1)), "R5");       // bottom sides on the railway
  CHECK_FALSE(check(city, at("Y-D2", 0, false, 1, 1)).has_value());  // (2,1) on the river
}

TEST_CASE("R6: a later building must share a full side with a building", "[R6]") {
  City city(straight_board());
  test::put(city, "Y-D2", 1, false, 2, 0);  // (2,0),(2,1) on the left bank
  //      0 1 2 | 3 4 5
  //  y0  . . Y | . . .
  //  y1  . . Y | . . .
  //  y2  . . . | . . .
  SECTION("a shared side on the same bank") {
    CHECK_FALSE(check(city, at("R-D2", 1, false, 1, 0)).has_value());  // (1,0),(1,1)
    CHECK_FALSE(check(city, at("R-D2", 0, false, 1, 2)).has_value());  // (2,2) under (2,1)
  }
  SECTION("corner contact does not count") {
    require_rule(check(city, at("R-D2", 0, false, 0, 2)), "R6");  // (1,2) diagonal to (2,1)
  }
  SECTION("touching the river is not enough for a later building") {
    // (3,2),(4,2): (3,2) is on the river and only diagonal to (2,1).
    require_rule(check(city, at("R-D2", 0, false, 3, 2)), "R6");
  }
  SECTION("no contact at all") {
    require_rule(check(city, at("R-D2", 0, false, 4, 0)), "R6");  // (4,0),(5,0)
  }
  SECTION("cells facing each other across the river share a side") {
    CHECK_FALSE(check(city, at("R-D2", 1, false, 3, 0)).has_value());  // (3,0),(3,1)
    CHECK_FALSE(check(city, at("R-I3", 0, false, 3, 1)).has_value());  // (3,1) faces (2,1)
  }
}

TEST_CASE("R6: cells facing each other across the railway share a side", "[R6]") {
  // 3 x 4, river along the right border, railway between rows 1 and 2.
  //  y0  . . .
  //  y1  Y Y .
  //      ===== railway
  //  y2  . . .
  //  y3  . . .
  BoardLayout layout = test::layout({"...", "...", "...", "..."}, {{3, 0}, {3, 4}});
  layout.paths.push_back(make_edge_path("railway", {{0, 2}, {3, 2}}, 3, 4, "test", "/railway"));
  City city(layout);
  test::put(city, "Y-D2", 0, false, 0, 1);                           // (0,1),(1,1)
  CHECK_FALSE(check(city, at("R-D2", 0, false, 0, 2)).has_value());  // (0,2),(1,2) below it
  // Straddling the railway breaks R4 (regions are cut by the railway too).
  const auto v = check(city, at("R-D2", 1, false, 2, 1));  // (2,1),(2,2)
  require_rule(v, "R4");
  CHECK_THAT(v->reason, Catch::Contains("railway"));
}

TEST_CASE("R7: a placed building never moves", "[R7]") {
  const Ruleset rules = test::ruleset();
  Game game(cat(), rules, test::seats(1, straight_board()), {"Y-D2", "R-D2", "B-D2"});
  const Placement first = at("Y-D2", 1, false, 2, 0);  // (2,0),(2,1)
  REQUIRE_FALSE(game.apply(Action::build(first)).has_value());
  const Bitboard before = game.player(0).city.buildings().at(0).cells;
  // A refused action and later builds leave the first building where it is.
  CHECK(game.apply(test::build("R-D2", 0, false, 4, 2)).has_value());  // R6: no contact
  REQUIRE_FALSE(game.apply(test::build("R-D2", 1, false, 3, 0)).has_value());
  REQUIRE_FALSE(game.apply(test::build("B-D2", 0, false, 1, 2)).has_value());
  const City& city = game.player(0).city;
  REQUIRE(city.buildings().size() == 3);
  CHECK(city.buildings()[0].placement == first);
  CHECK(city.buildings()[0].cells == before);
  CHECK(city.building_at({2, 0}) == 0);
  CHECK(city.building_at({2, 1}) == 0);
}

TEST_CASE("R8: each refused placement names its rule with words for the player", "[R8]") {
  City empty_bend(bend_board());
  City features(feature_board());
  City built(straight_board());
  test::put(built, "Y-D2", 1, false, 2, 0);  // (2,0),(2,1)
  const std::vector<std::pair<std::string, std::optional<Violation>>> cases{
      {"R2", check(features, at("B-D2", 0, false, 3, 0))},    // mountain
      {"R3", check(built, at("R-D2", 0, false, 1, 1))},       // (2,1) taken
      {"R4", check(empty_bend, at("Y-D2", 0, false, 2, 0))},  // across the river
      {"R5", check(empty_bend, at("Y-D2", 1, false, 2, 2))},  // corner only
      {"R6", check(built, at("R-D2", 0, false, 0, 2))},       // corner only
  };
  std::set<std::string> reasons;
  for (const auto& [rule, v] : cases) {
    INFO(rule);
    require_rule(v, rule);
    reasons.insert(v->reason);
  }
  CHECK(reasons.size() == cases.size());  // a different explanation for each rule
  CHECK_THAT(cases[2].second->reason, Catch::Contains("river"));
  CHECK_THAT(cases[3].second->reason, Catch::Contains("river"));

  SECTION("the game reports the same violation and changes nothing") {
    const Ruleset rules = test::ruleset();
    Game game(cat(), rules, test::seats(1, bend_board()), {"Y-D2"});
    const auto v = game.apply(test::build("Y-D2", 1, false, 2, 2));
    require_rule(v, "R5");
    CHECK(game.player(0).city.buildings().empty());
    CHECK(game.to_act() == 0);
    CHECK(game.round() == 1);
  }
}

TEST_CASE("R8: every reason a placement is refused with is among placement_reasons",
          "[engine][R8]") {
  // The Eternity board with one building on it: every rule can be broken somewhere.
  const BoardDef& board = *cat().find_board("eternity");
  City city(board.layout);
  test::put(city, "Y-D2", 1, false, 7, 1);
  const int piece = test::piece("R-I3");
  const std::vector<std::string> reasons = placement_reasons(cat().piece(piece), board.layout);
  std::set<std::string> seen;
  for (int rot = 0; rot < 2; ++rot) {
    for (int y = -1; y <= board.layout.height; ++y) {
      for (int x = -1; x <= board.layout.width; ++x) {
        if (const auto violation = check(city, at("R-I3", rot, false, x, y))) {
          INFO(violation->reason);
          CHECK(std::find(reasons.begin(), reasons.end(), violation->reason) != reasons.end());
          seen.insert(violation->rule);
        }
      }
    }
  }
  CHECK(seen == std::set<std::string>{"R2", "R3", "R4", "R6"});  // R5 needs an empty city
}
