// The foot of a list of kept games, below its scrolling rows: why a game could not be
// opened, where the last deleted one went (TrashQuestion), and "Back" to the main menu.
#pragma once

#include <string>

#include "ui/screen.hpp"
#include "ui/trash_question.hpp"

namespace app {

// The height draw_kept_list_footer takes, for begin_panel_body.
float kept_list_footer_height(float ui_scale, const std::string& error, const TrashQuestion& trash);
// Ends the rows' child window, draws the foot and ends the panel.
void draw_kept_list_footer(UiFrame& frame, const std::string& error, const TrashQuestion& trash);

}  // namespace app
