// The decision bar under the cities: the dice, then the one decision the game waits for in
// words with its answers as buttons (each naming its key), or what the table is doing while
// a computer plays: its think, its roll. A person's build and swap are picked on the table
// and confirmed here.
#pragma once

#include "machikoro/session/table.hpp"
#include "machikoro/session/table_layout.hpp"
#include "screens/machikoro/play/dice_view.hpp"
#include "screens/machikoro/play/play_keys.hpp"
#include "screens/machikoro/play/play_state.hpp"
#include "ui/screen.hpp"

namespace app::mk {

struct DecisionScene {
  DiceScene dice;
  KeyScene keys;  // while the dice still move nothing is asked
};

void draw_decision(UiFrame& frame, const machikoro::session::Table& table, const PlayUi& ui,
                   const DecisionScene& scene, const machikoro::session::TableLayout& layout,
                   Commands& out);

}  // namespace app::mk
