// Machi Koro's part of the Settings screen: how fast the table plays computers and rolls.
#pragma once

#include "ui/screen.hpp"

namespace app {

// Draws the section, its changes going into `next`.
void draw_machikoro_settings(UiFrame& frame, Settings& next);

}  // namespace app
