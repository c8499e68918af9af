// Orientations (R1, formats.md "Coordinates and orientation"): distinct cell sets per
// shape against the known numbers of fixed polyominoes, and orient() worked by hand.
#include <algorithm>
#include <map>
#include <set>

#include <catch2/catch.hpp>

#include "rules_support.hpp"

using namespace mycity;

namespace {

// Cells of a shape drawn with '#' (content.md's base orientations, written out here
// rather than read from pieces.json).
std::vector<Cell> cells_of(const std::vector<std::string>& rows) {
  std::vector<Cell> cells;
  for (std::size_t y = 0; y < rows.size(); ++y) {
    for (std::size_t x = 0; x < rows[y].size(); ++x) {
      if (rows[y][x] == '#') cells.push_back({static_cast<int>(x), static_cast<int>(y)});
    }
  }
  return cells;
}

struct ShapeCase {
  std::string shape;
  std::vector<std::string> rows;
  std::size_t fixed;      // number of fixed polyominoes of this free shape
  std::size_t rotations;  // distinct rotations: 4 divided by its order of rotational symmetry
};

// Fixed-polyomino counts: 8 divided by the size of the shape's symmetry group (no
// symmetry 8; one mirror axis or 180-degree turn only 4; a line or O6 2; O4, X5 1).
const std::vector<ShapeCase> kShapes{
    {"D2", {"##"}, 2, 2},                 // a line: 2
    {"I3", {"###"}, 2, 2},                // a line: 2
    {"V3", {"#.", "##"}, 4, 4},           // diagonal mirror axis: 4
    {"I4", {"####"}, 2, 2},               // a line: 2
    {"O4", {"##", "##"}, 1, 1},           // full symmetry: 1
    {"T4", {"###", ".#."}, 4, 4},         // one mirror axis: 4
    {"S4", {".##", "##."}, 4, 2},         // 180-degree symmetry, chiral: 4 (2 rotations)
    {"L4", {"#..", "###"}, 8, 4},         // no symmetry: 8
    {"L5", {"#...", "####"}, 8, 4},       // no symmetry: 8
    {"P5", {"##", "##", "#."}, 8, 4},     // no symmetry: 8
    {"U5", {"#.#", "###"}, 4, 4},         // one mirror axis: 4
    {"Y5", {".#..", "####"}, 8, 4},       // no symmetry: 8
    {"W5", {"#..", "##.", ".##"}, 4, 4},  // diagonal mirror axis: 4
    {"N5", {"##..", ".###"}, 8, 4},       // no symmetry: 8
    {"X5", {".#.", "###", ".#."}, 1, 1},  // full symmetry: 1
    {"O6", {"###", "###"}, 2, 2},         // 180-degree symmetry and two mirror axes: 2
};

}  // namespace

TEST_CASE("R1: distinct orientations per shape match the fixed polyomino counts", "[R1]") {
  for (const ShapeCase& s : kShapes) {
    INFO(s.shape);
    CHECK(distinct_orientations(cells_of(s.rows)).size() == s.fixed);
  }
}

TEST_CASE("R1: as printed a building has only its distinct rotations", "[R1]") {
  const Catalogue& cat = test::catalogue();
  for (const PieceDef& piece : cat.pieces()) {
    INFO(piece.id << " (" << piece.shape << ")");
    const auto shape = std::find_if(kShapes.begin(), kShapes.end(),
                                    [&](const ShapeCase& s) { return s.shape == piece.shape; });
    REQUIRE(shape != kShapes.end());
    const auto turned = placeable_orientations(piece, HouseRules{});
    CHECK(turned.size() == shape->rotations);
    for (const Orientation& o : turned) CHECK_FALSE(o.flip);
    CHECK(placeable_orientations(piece, HouseRules{.mirror = true}).size() == shape->fixed);
  }
}

TEST_CASE("R1: 8 of the 27 Eternity buildings are chiral (the mirror house rule adds shapes)",
          "[R1]") {
  const Catalogue& cat = test::catalogue();
  int chiral = 0;
  int buildings = 0;
  for (const std::string& card : cat.find_ruleset("eternity")->deck) {
    const auto index = cat.find_piece(card);
    if (!index) continue;  // the block card
    ++buildings;
    const PieceDef& piece = cat.piece(*index);
    const bool adds = placeable_orientations(piece, HouseRules{.mirror = true}).size() >
                      placeable_orientations(piece, HouseRules{}).size();
    if (adds) ++chiral;
  }
  CHECK(buildings == 27);
  CHECK(chiral == 8);
}

TEST_CASE("R1: every shipped piece has its shape's number of orientations", "[R1][content]") {
  std::map<std::string, std::size_t> expected;
  for (const ShapeCase& s : kShapes) expected[s.shape] = s.fixed;
  const Catalogue& cat = test::catalogue();
  std::set<std::string> seen;
  for (const PieceDef& piece : cat.pieces()) {
    INFO(piece.id << " (" << piece.shape << ")");
    REQUIRE(expected.count(piece.shape) == 1);
    CHECK(piece.orientations.size() == expected[piece.shape]);
    seen.insert(piece.shape);
    // The loaded base shape is content.md's.
    for (const ShapeCase& s : kShapes) {
      if (s.shape == piece.shape) CHECK(piece.base_cells == orient(cells_of(s.rows), 0, false));
    }
  }
  CHECK(seen.size() == kShapes.size());  // every shape of content.md is used by some piece
}

TEST_CASE("R1: orient() mirrors first, then turns clockwise, then moves to the top-left", "[R1]") {
  // L4 base "#.." / "###": (0,0) (0,1) (1,1) (2,1).
  const std::vector<Cell> l4 = cells_of({"#..", "###"});
  using V = std::vector<Cell>;
  // rot 1: (x,y) -> (-y,x): (0,0) (-1,0) (-1,1) (-1,2); + (1,0):
  //   (1,0) (0,0) (0,1) (0,2) -> "##" / "#." / "#."
  CHECK(orient(l4, 1, false) == V{{0, 0}, {1, 0}, {0, 1}, {0, 2}});
  // rot 2: (-x,-y): (0,0) (0,-1) (-1,-1) (-2,-1); + (2,1): "###" / "..#"
  CHECK(orient(l4, 2, false) == V{{0, 0}, {1, 0}, {2, 0}, {2, 1}});
  // rot 3: three turns, (x,y) -> (y,-x): (0,0) (1,0) (1,-1) (1,-2); + (0,2):
  //   (0,2) (1,2) (1,1) (1,0) -> ".#" / ".#" / "##"
  CHECK(orient(l4, 3, false) == V{{1, 0}, {1, 1}, {0, 2}, {1, 2}});
  // flip, rot 0: x -> -x: (0,0) (0,1) (-1,1) (-2,1); + (2,0): "..#" / "###"
  CHECK(orient(l4, 0, true) == V{{2, 0}, {0, 1}, {1, 1}, {2, 1}});
  // flip, rot 1: mirrored cells turned: (0,0) (-1,0) (-1,-1) (-1,-2); + (1,2):
  //   (1,2) (0,2) (0,1) (0,0) -> "#." / "#." / "##"
  CHECK(orient(l4, 1, true) == V{{0, 0}, {0, 1}, {0, 2}, {1, 2}});
  // Not the same as turning first and mirroring after (that gives "##" / ".#" / ".#").
  CHECK(orient(l4, 1, true) != V{{0, 0}, {1, 0}, {1, 1}, {1, 2}});

  SECTION("the orientation list follows formats.md order with its first (flip, rot)") {
    const std::vector<Orientation> all = distinct_orientations(l4);
    REQUIRE(all.size() == 8);
    CHECK(all[1].rot == 1);
    CHECK_FALSE(all[1].flip);
    CHECK(all[1].cells == V{{0, 0}, {1, 0}, {0, 1}, {0, 2}});
    CHECK(all[1].width == 2);
    CHECK(all[1].height == 3);
    CHECK(all[5].rot == 1);
    CHECK(all[5].flip);
    CHECK(all[5].cells == V{{0, 0}, {0, 1}, {0, 2}, {1, 2}});
  }
  SECTION("a symmetric shape keeps the first (flip, rot) of each cell set") {
    // T4 "###" / ".#.": rot 0..3 are distinct; flip rot 0 equals rot 0 (mirror axis).
    const std::vector<Orientation> t4 = distinct_orientations(cells_of({"###", ".#."}));
    REQUIRE(t4.size() == 4);
    for (int i = 0; i < 4; ++i) {
      CHECK(t4[static_cast<std::size_t>(i)].rot == i);
      CHECK_FALSE(t4[static_cast<std::size_t>(i)].flip);
    }
  }
}

TEST_CASE("R1: a placement uses the oriented shape's bounding box top-left", "[R1]") {
  // 6 x 4 open board: the L4 with flip, rot 1 ("#." "#." "##") at (3,1) covers
  // (3,1) (3,2) (3,3) (4,3).
  const City city(test::layout({"......", "......", "......", "......"}, {{6, 0}, {6, 4}}));
  const PieceDef& school = test::catalogue().piece(test::piece("R-L4"));
  const auto cells = placement_cells(school, test::at("R-L4", 1, true, 3, 1), city.layout());
  REQUIRE(cells.has_value());
  Bitboard expected;
  for (Cell c : std::vector<Cell>{{3, 1}, {3, 2}, {3, 3}, {4, 3}}) expected.set(c);
  CHECK(*cells == expected);
  // One column further right it would stick out at x = 6: refused (R2).
  CHECK_FALSE(placement_cells(school, test::at("R-L4", 1, true, 5, 1), city.layout()));
}
