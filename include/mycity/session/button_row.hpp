// A row of four buttons centred across the window (the end and replay screens' footers).
#pragma once

namespace mycity::session {

struct ButtonRow {
  float x = 0;  // the first button's left edge
  float w = 0;  // each button's width
};

// Four buttons of at most `max_w` points, `gap` apart, centred in `width`; narrower when
// the window is.
ButtonRow four_buttons(float width, float max_w, float gap);

}  // namespace mycity::session
