// My City's part of the front menu: its title and animals, and its buttons.
#pragma once

#include "mycity/session/animals.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace mycity::app {

inline constexpr int kMyCityMenuRows = 4;  // its Rules go beside the app's Settings

// The title, the motto and the row of player animals.
void draw_menu_header(UiFrame& frame, const session::Animals& animals);

// The hub tells whether Continue and Finished games have anything to offer.
void draw_menu_entries(UiFrame& frame, const session::GameHub& hub, float button_height);

}  // namespace mycity::app
