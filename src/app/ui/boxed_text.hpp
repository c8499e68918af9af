// A name in a box too small for it on one line: wrapped at its spaces onto the lines the box
// holds, at a smaller size when it must be, and cut with "…" (a layout problem the
// LayoutAudit reports) only when nothing else fits.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

namespace app {

struct BoxedText {
  std::vector<std::string> lines;
  float size = 0;     // the font size the lines are drawn at
  float width = 0;    // the widest line's
  bool whole = true;  // false: one line, cut
  float height() const { return static_cast<float>(lines.size()) * size; }
};

// `text` in `font` in `width` x `height` points: one line at `size` when it fits; else wrapped
// at spaces on as many lines as `height` holds at `size`, or smaller, down to `smallest`;
// failing both, one line at `smallest` cut with "…", reported to the current layout audit.
BoxedText box_text(ImFont* font, float size, float smallest, const std::string& text, float width,
                   float height);

// Draws `boxed` from `top_left`, line under line, in `colour`.
void draw_boxed_text(ImDrawList* list, ImFont* font, const BoxedText& boxed, ImVec2 top_left,
                     ImU32 colour);

}  // namespace app
