// Where the episode results draw a city's progress symbols (R45): two rows as on the board,
// fewer in a narrow window, in groups of ten so that a count can be read at a glance. Pure
// arithmetic (no ImGui).
#pragma once

namespace mycity::session {

struct ProgressGrid {
  int per_row = 1;
  int rows = 1;
  float size = 0;  // a symbol's square
  // A symbol's centre from the grid's top-left corner.
  float centre_x(int index) const;
  float centre_y(int index) const;
  float width() const;
  float height() const;
};

// `capacity` symbols of `size` points in `avail_w` points.
ProgressGrid progress_grid(int capacity, float size, float avail_w);

}  // namespace mycity::session
