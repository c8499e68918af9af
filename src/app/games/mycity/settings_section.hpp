// My City's part of the Settings screen: colour-blind patterns shown on its buildings, and
// its play switches.
#pragma once

#include "ui/screen.hpp"

namespace app {

// Draws the section, its changes going into `next`.
void draw_settings_section(UiFrame& frame, Settings& next);

}  // namespace app
