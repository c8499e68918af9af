// The other players' cities, small, in seat order after the player on the seat, each with
// its player's badge, name and score; a click shows one large.
#pragma once

#include "mycity/session/play_layout.hpp"
#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"

namespace app {

void draw_thumbnails(UiFrame& frame, const PlayTable& game,
                     const mycity::session::PlayLayout& layout, PlayCommands& out);
// One seat's city as large as the window allows, as it stood when the round began (R10).
void draw_city_close_up(UiFrame& frame, const PlayTable& game, int seat, PlayCommands& out);

}  // namespace app
