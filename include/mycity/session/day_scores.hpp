// The best scores in a day's game, worked out from the kept games' outcomes each time they
// are shown (nothing stored twice); the kept games' cache tells which are the day's game
// (kept_outcomes.hpp: its board, deck and house rules are that day's).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "table/player_statistics.hpp"
#include "table/roster.hpp"

namespace mycity::session {

struct DayScore {
  std::string name;  // a remembered person's name now
  int score = 0;
};

// Each person's best score in `games`, best first, then by name: a remembered person under
// every name of theirs, shown by their name now; computers are nobody's.
std::vector<DayScore> day_best(std::span<const table::GameOutcome> games,
                               std::span<const table::RememberedPlayer> roster);

// The people of `game` whose score beats their best in `before`, or who had none.
std::vector<std::string> new_bests(const table::GameOutcome& game,
                                   std::span<const DayScore> before);

}  // namespace mycity::session
