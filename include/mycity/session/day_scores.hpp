// The best scores in a day's game, worked out from the kept records each time they are
// shown (nothing stored twice): a kept game is the day's game when its board, deck and
// house rules are that day's (day_game.hpp).
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "mycity/content.hpp"
#include "mycity/session/day_game.hpp"
#include "mycity/session/finished_games.hpp"
#include "table/player_statistics.hpp"
#include "table/roster.hpp"

namespace mycity::session {

struct DayScore {
  std::string name;  // a remembered person's name now
  int score = 0;
};

// The kept games of `kept` that are `day`'s game, oldest first, but the file `leave_out`
// (the game just finished); a file that cannot be read is no one's score.
std::vector<table::GameOutcome> day_outcomes(const FinishedGames& kept, const Catalogue& catalogue,
                                             const Ruleset& ruleset, const DayGame& day,
                                             const std::filesystem::path& leave_out = {});

// Each person's best score in `games`, best first, then by name: a remembered person under
// every name of theirs, shown by their name now; computers are nobody's.
std::vector<DayScore> day_best(std::span<const table::GameOutcome> games,
                               std::span<const table::RememberedPlayer> roster);

// The people of `game` whose score beats their best in `before`, or who had none.
std::vector<std::string> new_bests(const table::GameOutcome& game,
                                   std::span<const DayScore> before);

}  // namespace mycity::session
