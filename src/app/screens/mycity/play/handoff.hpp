// The panels over the table: the hand-off between seats (who plays next, this round's
// card) and the question before a player drops out.
#pragma once

#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"

namespace app {

void draw_handoff(UiFrame& frame, const PlayTable& game, PlayCommands& out);
void draw_drop_confirm(UiFrame& frame, PlayCommands& out);
// A quiet sign while the computer at `seat` takes long to think.
void draw_thinking(UiFrame& frame, const PlayTable& game, int seat);

}  // namespace app
