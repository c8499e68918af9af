// The scrolling middle of a centred panel (begin_centered_panel) whose length varies: a
// list of finished games, an analysis, the games' settings.
#pragma once

namespace app {

// A child window `wanted` points tall, or less so that the panel, with `footer_height`
// below it, stays within `max_height_fraction` of the display; it scrolls (with a scroll
// bar when it is shorter than wanted). Pair with ImGui::EndChild().
void begin_panel_body(const char* id, float wanted, float footer_height, float max_height_fraction);

}  // namespace app
