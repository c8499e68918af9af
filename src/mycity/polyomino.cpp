#include "mycity/polyomino.hpp"

#include <algorithm>
#include <cstdlib>

namespace mycity {

std::vector<Cell> orient(const std::vector<Cell>& base, int rot, bool flip) {
  std::vector<Cell> cells = base;
  for (Cell& c : cells) {
    if (flip) c.x = -c.x;
    for (int turn = 0; turn < (rot % 4 + 4) % 4; ++turn) c = Cell{-c.y, c.x};
  }
  if (cells.empty()) return cells;
  int min_x = cells[0].x;
  int min_y = cells[0].y;
  for (const Cell& c : cells) {
    min_x = std::min(min_x, c.x);
    min_y = std::min(min_y, c.y);
  }
  for (Cell& c : cells) c = Cell{c.x - min_x, c.y - min_y};
  std::sort(cells.begin(), cells.end(),
            [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return cells;
}

std::vector<Orientation> distinct_orientations(const std::vector<Cell>& base) {
  std::vector<Orientation> result;
  for (int flip = 0; flip < 2; ++flip) {
    for (int rot = 0; rot < 4; ++rot) {
      std::vector<Cell> cells = orient(base, rot, flip != 0);
      const bool seen = std::any_of(result.begin(), result.end(),
                                    [&](const Orientation& o) { return o.cells == cells; });
      if (seen) continue;
      Orientation o;
      o.rot = rot;
      o.flip = flip != 0;
      for (const Cell& c : cells) {
        o.width = std::max(o.width, c.x + 1);
        o.height = std::max(o.height, c.y + 1);
        // Shapes larger than kMaxPieceExtent are rejected by the content loader.
        if (c.x < kMaxPieceExtent && c.y < kMaxPieceExtent) {
          o.window |= std::uint64_t{1} << (c.y * 16 + c.x);
        }
      }
      o.cells = std::move(cells);
      result.push_back(std::move(o));
    }
  }
  return result;
}

bool is_connected(const std::vector<Cell>& cells) {
  if (cells.empty()) return false;
  std::vector<Cell> reached{cells.front()};
  for (std::size_t i = 0; i < reached.size(); ++i) {
    for (const Cell& c : cells) {
      const bool adjacent = std::abs(c.x - reached[i].x) + std::abs(c.y - reached[i].y) == 1;
      if (adjacent && std::find(reached.begin(), reached.end(), c) == reached.end()) {
        reached.push_back(c);
      }
    }
  }
  return reached.size() == cells.size();
}

}  // namespace mycity
