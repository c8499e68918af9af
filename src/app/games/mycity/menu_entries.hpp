// My City's buttons on the front menu.
#pragma once

#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace app {

inline constexpr int kMyCityMenuRows = 4;

// The hub tells whether Continue and Finished games have anything to offer.
void draw_menu_entries(UiFrame& frame, const mycity::session::GameHub& hub, float button_height);

}  // namespace app
