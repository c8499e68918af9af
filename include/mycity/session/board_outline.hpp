// The board painter's geometry: which building covers each cell, which sides of a building's
// cell get its outline, the edge paths cut into unit edges, and the strokes' widths for a
// cell size. Pure arithmetic (no ImGui, no SDL).
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "mycity/bitboard.hpp"
#include "mycity/session/placed_building.hpp"

namespace mycity::session {

// Which building (its index) covers each cell of a `width` x `height` board; -1 for none,
// and for cells off the board.
class CellOwners {
 public:
  CellOwners(int width, int height, std::span<const PlacedBuilding> buildings);
  int at(int x, int y) const;

 private:
  int width_;
  int height_;
  std::vector<int> owner_;
};

// The sides of a cell, for the outline drawn along them.
enum CellSide : unsigned { kSideTop = 1, kSideBottom = 2, kSideLeft = 4, kSideRight = 8 };
// The sides of building `me`'s cell `c` where another building, or none, lies next to it.
unsigned outline_sides(const CellOwners& owners, Cell c, int me);

// An edge path's lattice points cut into unit edges, one (from, to) pair a grid side, so
// that every edge gets the same texture size.
std::vector<std::pair<Cell, Cell>> unit_edges(const std::vector<Cell>& points);

// The widths, in points, of what is drawn over a board with cells `cell` points a side.
struct BoardStrokes {
  float shadow = 0;  // how far a building's shadow falls
  float outline = 0;
  float path = 0;  // an edge path's band
};
BoardStrokes board_strokes(float cell);

}  // namespace mycity::session
