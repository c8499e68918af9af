// The scrolling middle of a centred panel (begin_centered_panel) whose length varies: a
// list of finished games, an analysis, the games' settings.
#pragma once

#include <string>

namespace app {

struct UiFrame;

// A child window `wanted` points tall, or less so that the panel, with `footer_height`
// below it, stays within `max_height_fraction` of the display; it scrolls (with a scroll
// bar when it is shorter than wanted). Pair with ImGui::EndChild().
void begin_panel_body(const char* id, float wanted, float footer_height, float max_height_fraction);

// A centred panel 760 points wide (at the UI scale) under the heading `title`, as tall as the
// display allows, its body (`body_id`) scrolling above one row of buttons `button_height` tall:
// an analysis. Pair with ImGui::EndChild(), the buttons, then ImGui::End().
void begin_tall_panel(UiFrame& frame, const char* id, const std::string& title, const char* body_id,
                      float button_height);

}  // namespace app
