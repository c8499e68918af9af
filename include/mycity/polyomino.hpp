// Polyomino shapes and their orientations (formats.md: mirror first, then rotate
// clockwise, then translate to the top-left).
#pragma once

#include <cstdint>
#include <vector>

#include "mycity/bitboard.hpp"

namespace mycity {

struct Orientation {
  int rot = 0;  // the first (flip, rot) in formats.md order that yields these cells
  bool flip = false;
  std::vector<Cell> cells;  // normalised, sorted by row then column
  int width = 0;
  int height = 0;
  std::uint64_t window = 0;  // the cells as a Bitboard window (see Bitboard::window)
};

// The cells of `base` in orientation (rot, flip), normalised and sorted.
std::vector<Cell> orient(const std::vector<Cell>& base, int rot, bool flip);

// Every distinct cell set among the eight (flip, rot) orientations, in formats.md order:
// flip=false rot 0..3, then flip=true rot 0..3.
std::vector<Orientation> distinct_orientations(const std::vector<Cell>& base);

// Whether the cells form one orthogonally connected polyomino.
bool is_connected(const std::vector<Cell>& cells);

}  // namespace mycity
