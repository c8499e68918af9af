// The round revealed (R10): once the last player has acted, every city with this round's
// building marked, who passed or dropped out and who won a race, for everybody at once.
#pragma once

#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"

namespace app {

void draw_reveal(UiFrame& frame, const PlayTable& game, PlayCommands& out);

}  // namespace app
