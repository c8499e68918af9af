// The board painter's geometry: a building's outline runs only where another building, or
// none, is next to it; an edge path is cut into unit edges; strokes keep a least width.
#include <catch2/catch.hpp>

#include "mycity/session/board_outline.hpp"

namespace mycity::session {

TEST_CASE("a building is outlined where it meets another building or none", "[session]") {
  // A 3 x 3 board: building 0 a domino on the top row, building 1 under its right half, and
  // a cell of building 1 off the board (ignored).
  const std::vector<PlacedBuilding> buildings{{Colour::Red, {{0, 0}, {1, 0}}},
                                              {Colour::Blue, {{1, 1}, {5, 5}}}};
  const CellOwners owners(3, 3, buildings);
  CHECK(owners.at(1, 0) == 0);
  CHECK(owners.at(1, 1) == 1);
  CHECK(owners.at(2, 2) == -1);
  CHECK(owners.at(5, 5) == -1);
  CHECK(owners.at(-1, 0) == -1);
  // The domino's left cell: open at the top, the bottom and the left, not towards its twin.
  CHECK(outline_sides(owners, {0, 0}, 0) == (kSideTop | kSideBottom | kSideLeft));
  // Its right cell: the other building below, the board's edge on the right.
  CHECK(outline_sides(owners, {1, 0}, 0) == (kSideTop | kSideBottom | kSideRight));
  CHECK(outline_sides(owners, {1, 1}, 1) == (kSideTop | kSideBottom | kSideLeft | kSideRight));
}

TEST_CASE("an edge path is drawn one unit edge at a time", "[session]") {
  // Up two from (0, 2), then right two.
  const std::vector<std::pair<Cell, Cell>> edges = unit_edges({{0, 2}, {0, 0}, {2, 0}});
  const std::vector<std::pair<Cell, Cell>> expected{
      {{0, 2}, {0, 1}}, {{0, 1}, {0, 0}}, {{0, 0}, {1, 0}}, {{1, 0}, {2, 0}}};
  CHECK(edges == expected);
  CHECK(unit_edges({{3, 3}}).empty());
}

TEST_CASE("a board's strokes scale with its cells, never thinner than legible", "[session]") {
  const BoardStrokes big = board_strokes(40);
  CHECK(big.shadow == Approx(2.4f));
  CHECK(big.outline == 2);
  CHECK(big.path == Approx(10.4f));
  const BoardStrokes small = board_strokes(10);  // 0.6, 0.5 and 2.6 raised
  CHECK(small.shadow == 1);
  CHECK(small.outline == 1);
  CHECK(small.path == 3);
}

}  // namespace mycity::session
