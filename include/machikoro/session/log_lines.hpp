// The lines of the table's log: every turn (who rolled what, re-rolls, the Harbor, the Tuna
// Boat) and under it every payment, swap and build in K10's order. A line is made into words
// only when it is in sight: a long game has thousands.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "machikoro/game.hpp"
#include "machikoro/session/turn_history.hpp"

namespace machikoro::session {

struct LogLine {
  // TurnStart: whose turn, the dice not (yet) shown; Turn: with the first roll.
  enum class Kind { Earlier, TurnStart, Turn, Reroll, Harbor, Tuna, Event };
  Kind kind = Kind::Event;
  std::size_t index = 0;  // the turn (of the history's), or the event (of the game's)

  bool heading() const {
    return kind == Kind::TurnStart || kind == Kind::Turn || kind == Kind::Earlier;
  }
};

// Every line of the log up to event `shown` (exclusive): a roll's payments wait for its dice.
// `tumbling`: the last turn's newest roll is still tumbling on screen, so the log keeps it.
std::vector<LogLine> log_lines(const TurnHistory& history, std::size_t shown, bool tumbling);

// "Turn 4: Ann rolled 3 + 4 = 7", "Ben → Ann: 1 (Cafe)", ...
std::string log_line_words(const Game& game, const TurnHistory& history, const LogLine& line);

}  // namespace machikoro::session
