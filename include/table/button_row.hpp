// A row of buttons centred across the window, for any game's screens (the end and replay
// screens' footers).
#pragma once

namespace table {

struct ButtonRow {
  float x = 0;  // the first button's left edge
  float w = 0;  // each button's width
};

// `count` buttons of at most `max_w` points, `gap` apart, centred in `width`; narrower when
// the window is, never closer than `gap` to its edges.
ButtonRow centred_buttons(int count, float width, float max_w, float gap);

}  // namespace table
