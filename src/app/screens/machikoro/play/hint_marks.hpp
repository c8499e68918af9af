// What a person's hint points at on the table (docs/machikoro.md, "Hint"): the card to build,
// the two cards of a swap, the answer to give; marked, never chosen for them.
#pragma once

#include <imgui.h>

#include "machikoro/game.hpp"
#include "screens/machikoro/play/play_state.hpp"

namespace app::mk {

// Whether the hint shown builds `card` (a pile, or the acting seat's landmark) or swaps it.
bool hint_points_at(const machikoro::Game& game, const PlayUi& ui, const TableCard& card);
// Whether the hint shown is the answer `command` gives now.
bool hint_answers(const PlayUi& ui, const Command& command);

// A ring around a card or button the hint points at, outside the picked and focus rings.
void mark_hinted(ImDrawList* list, ImVec2 min, ImVec2 max, float ui_scale);

}  // namespace app::mk
