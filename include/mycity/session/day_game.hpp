// The game of the day (issue 32): a day's code, its date as "2026-11-27", gives a board and
// a deck that are the same on every machine, so friends who type the same code play the
// same game and compare scores. Eternity only: Machi Koro has no board.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mycity/board_generator.hpp"
#include "mycity/content.hpp"
#include "mycity/house_rules.hpp"
#include "table/result.hpp"

namespace mycity::session {

struct DayGame {
  std::string code;              // "2026-11-27"
  std::uint64_t day = 0;         // days since 1970-01-01
  std::uint64_t board_seed = 0;  // the new board's number
  std::uint64_t deck_seed = 0;   // the shuffle GameHub::start gives the ruleset's deck
};

// The game of the day `code` names: a date from 1970-01-01 to 9999-12-31 as year-month-day
// (spaces around it are ignored), or words saying what is wrong with it.
table::Result<DayGame> day_game(std::string_view code);
// The day's code by the player's local calendar at `now`.
std::string today_code(std::chrono::system_clock::time_point now);

// The day's deck: the ruleset's deck in the order GameHub::start shuffles it.
std::vector<std::string> day_deck(const Ruleset& ruleset, const DayGame& day);
// Which day's game a game on `board` with `deck` and `house_rules` is: its board number
// tells the day, and the deck and no house rule must be that day's too.
std::optional<DayGame> day_game_of(const Ruleset& ruleset, const BoardChoice& board,
                                   const std::vector<std::string>& deck,
                                   const HouseRules& house_rules);

}  // namespace mycity::session
