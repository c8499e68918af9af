// The other players' cities, small, in seat order after the player on the seat, each with
// its player's badge, name and score.
#pragma once

#include "mycity/session/play_layout.hpp"
#include "screens/play/play_source.hpp"

namespace mycity::app {

void draw_thumbnails(UiFrame& frame, const PlayTable& game, const session::PlayLayout& layout);

}  // namespace mycity::app
