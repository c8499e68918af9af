// A card in words over the table (the C key): its picture, name, kind and what it does.
#pragma once

#include "machikoro/game.hpp"
#include "screens/machikoro/play/play_state.hpp"
#include "ui/screen.hpp"

namespace app::mk {

void draw_card_panel(UiFrame& frame, const machikoro::Game& game, machikoro::CardRef card,
                     Commands& out);

}  // namespace app::mk
