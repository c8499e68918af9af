// The game's log beside the table: every turn (who rolled what, re-rolls, the Harbor, the
// Tuna Boat) and under it every payment, swap and build in K10's order, with the card and
// the amount (and what was due when less was paid, K11); it can be scrolled back to the start
// and follows the newest line while it is at the bottom.
#pragma once

#include <cstddef>

#include "machikoro/game.hpp"
#include "machikoro/session/table_layout.hpp"
#include "machikoro/session/turn_history.hpp"
#include "ui/screen.hpp"

namespace mycity::app::mk {

// What the log keeps between frames: the lines it had, to follow new ones.
struct LogState {
  std::size_t lines = 0;
};

// The log up to event `shown_events` (a roll's payments wait for its dice), the newest roll
// kept back while it is `tumbling`; `covered`: a panel stands over it, and it does not answer
// the pointer.
void draw_log(UiFrame& frame, const machikoro::Game& game,
              const machikoro::session::TurnHistory& history, std::size_t shown_events,
              bool tumbling, const machikoro::session::TableLayout& layout, bool covered,
              LogState& state);

}  // namespace mycity::app::mk
