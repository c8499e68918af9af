// The game's log beside the table: every turn (who rolled what, re-rolls, the Harbor, the
// Tuna Boat) and under it every payment, swap and build in K10's order, with the card and
// the amount (and what was due when less was paid, K11). The newest line is always in sight,
// unless the player scrolled up to read: then the log stays where they put it, and "Newest"
// (or scrolling back down) brings the newest line back.
#pragma once

#include <cstddef>

#include "machikoro/game.hpp"
#include "machikoro/session/table_layout.hpp"
#include "machikoro/session/turn_history.hpp"
#include "ui/screen.hpp"

namespace app::mk {

// What the log keeps between frames: whether it follows the newest line.
struct LogState {
  bool following = true;
  bool drawn = false;  // since the screen was entered: the scroll then is the player's
};

// The log up to event `shown_events` (a roll's payments wait for its dice), the newest roll
// kept back while it is `tumbling`; `covered`: a panel stands over it, and it does not answer
// the pointer.
void draw_log(UiFrame& frame, const machikoro::Game& game,
              const machikoro::session::TurnHistory& history, std::size_t shown_events,
              bool tumbling, const machikoro::session::TableLayout& layout, bool covered,
              LogState& state);

}  // namespace app::mk
