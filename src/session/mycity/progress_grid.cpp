#include "mycity/session/progress_grid.hpp"

#include <algorithm>

namespace mycity::session {
namespace {

// A column's centre, half a symbol wider after each ten.
float column_x(int column, float size) {
  const float gap = size * 0.5f;
  return (static_cast<float>(column) + 0.5f) * size + static_cast<float>(column / 10) * gap;
}

}  // namespace

float ProgressGrid::centre_x(int index) const {
  return column_x(index % per_row, size);
}

float ProgressGrid::centre_y(int index) const {
  return (static_cast<float>(index / per_row) + 0.5f) * size;
}

float ProgressGrid::width() const {
  return column_x(per_row - 1, size) + size * 0.5f;
}

float ProgressGrid::height() const {
  return size * static_cast<float>(rows);
}

ProgressGrid progress_grid(int capacity, float size, float avail_w) {
  const int fits = std::max(1, static_cast<int>(avail_w / (size * 1.05f)));
  const int per_row = std::min(fits, std::max(1, (capacity + 1) / 2));
  return {per_row, std::max(1, (capacity + per_row - 1) / per_row), size};
}

}  // namespace mycity::session
