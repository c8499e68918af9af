// The top bar of the Machi Koro table: whose turn it is, in large letters, and the turn's
// number; who is one landmark from winning; a failed autosave; the way back to the menu.
#pragma once

#include <string>

#include "machikoro/game.hpp"
#include "machikoro/session/table_layout.hpp"
#include "screens/machikoro/play/play_state.hpp"
#include "ui/screen.hpp"

namespace app::mk {

void draw_top_bar(UiFrame& frame, const machikoro::Game& game, const std::string& save_error,
                  const machikoro::session::TableLayout& layout, Commands& out);

}  // namespace app::mk
