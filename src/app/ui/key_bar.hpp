// The key hints along the bottom of a play screen: each hint starts with its key.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

namespace app {

// `hints` in the current font, in as few lines as the band from `min` to `max` allows and
// never cut inside a hint, centred on a dark band. More than `lines` lines, or a line wider
// than the band, is a layout problem (LayoutAudit).
void draw_key_bar(ImVec2 min, ImVec2 max, int lines, const std::vector<std::string>& hints);

}  // namespace app
