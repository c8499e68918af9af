// The active player's supply and the deck, as on the table (R17): small silhouettes of the
// buildings by colour (dimmed when built, crossed when turned over) with the cards left, and
// the same in words on a panel the S key opens.
#pragma once

#include "mycity/game.hpp"
#include "mycity/session/play_layout.hpp"
#include "screens/mycity/play/play_commands.hpp"
#include "ui/screen.hpp"

namespace app {

// The silhouettes of the seat's buildings in a panel at `r`, the colours on two rows.
void draw_supply_band(UiFrame& frame, const mycity::Game& game, int seat,
                      const mycity::session::Rect& r);

// The list in words, over the table; its Close button adds ToggleSupply.
void draw_supply_list(UiFrame& frame, const mycity::Game& game, int seat, PlayCommands& out);

}  // namespace app
