// Words the game screens show about the engine's state: term names, the block card of
// this round, and why a tie was broken. No rules are decided here; the engine's results
// are put into sentences.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mycity/game.hpp"

namespace mycity::app {

// "trees" -> "Trees", "empty_meadow" -> "Empty meadow"; an unknown id is shown as it is.
std::string term_label(std::string_view term_id);
// A sticker as players read it: "tree", "clearing" (its id with spaces). Not term_label:
// "star" is both a sticker and the term that scores it ("Stars").
std::string sticker_label(std::string_view sticker_id);
// One line on what the term counts ("visible trees: +2 double, +1 single").
std::string term_hint(std::string_view term_id);

// The building the block card hid when the current card was revealed (R15), if any.
std::optional<int> blocked_this_round(const Game& game);

// Sentences explaining each tie of final scores (R41): who ranks above whom and the first
// row of empty meadow that decided it, or that they share the place. Empty without ties.
std::vector<std::string> tie_break_notes(const Game& game, const GameResult& result);

// "−1" with a real minus sign for negative numbers, "+3" for positive ones.
std::string signed_points(int points);
// A score: "−4" with a real minus sign, "12" without a plus.
std::string score_number(int points);

}  // namespace mycity::app
