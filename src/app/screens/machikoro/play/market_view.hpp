// The market on the Machi Koro table: every pile with its rolls, its cost (whether the active
// player can pay it) and the copies left; with "ten types" the cards still in the deck. A
// person picks the pile they mean to build here.
#pragma once

#include "machikoro/game.hpp"
#include "machikoro/session/table_layout.hpp"
#include "screens/machikoro/play/picks.hpp"
#include "ui/screen.hpp"

namespace app::mk {

void draw_market(UiFrame& frame, const machikoro::Game& game, const Picks& picks, const PlayUi& ui,
                 const machikoro::session::TableLayout& layout, Commands& out);

}  // namespace app::mk
