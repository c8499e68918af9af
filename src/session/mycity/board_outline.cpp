#include "mycity/session/board_outline.hpp"

#include <algorithm>

namespace mycity::session {

CellOwners::CellOwners(int width, int height, std::span<const PlacedBuilding> buildings)
    : width_(width),
      height_(height),
      owner_(static_cast<std::size_t>(std::max(0, width * height)), -1) {
  for (std::size_t i = 0; i < buildings.size(); ++i) {
    for (const Cell& cell : buildings[i].cells) {
      if (cell.x < 0 || cell.y < 0 || cell.x >= width || cell.y >= height) continue;
      owner_[static_cast<std::size_t>(cell.y * width + cell.x)] = static_cast<int>(i);
    }
  }
}

int CellOwners::at(int x, int y) const {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return -1;
  return owner_[static_cast<std::size_t>(y * width_ + x)];
}

unsigned outline_sides(const CellOwners& owners, Cell c, int me) {
  unsigned sides = 0;
  if (owners.at(c.x, c.y - 1) != me) sides |= kSideTop;
  if (owners.at(c.x, c.y + 1) != me) sides |= kSideBottom;
  if (owners.at(c.x - 1, c.y) != me) sides |= kSideLeft;
  if (owners.at(c.x + 1, c.y) != me) sides |= kSideRight;
  return sides;
}

std::vector<std::pair<Cell, Cell>> unit_edges(const std::vector<Cell>& points) {
  std::vector<std::pair<Cell, Cell>> edges;
  for (std::size_t k = 1; k < points.size(); ++k) {
    Cell from = points[k - 1];
    const Cell to = points[k];
    while (!(from == to)) {
      Cell next = from;
      if (to.x != from.x)
        next.x += to.x > from.x ? 1 : -1;
      else
        next.y += to.y > from.y ? 1 : -1;
      edges.emplace_back(from, next);
      from = next;
    }
  }
  return edges;
}

BoardStrokes board_strokes(float cell) {
  return {std::max(1.0f, cell * 0.06f), std::max(1.0f, cell * 0.05f), std::max(3.0f, cell * 0.26f)};
}

}  // namespace mycity::session
