// Words the game screens show about the engine's state: the block card of this round,
// why a tie was broken, points (term names: term_words.hpp). No rules are decided here;
// the engine's results are put into sentences.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mycity/game.hpp"

namespace mycity::session {

// The building the block card hid when the current card was revealed (R15), if any.
std::optional<int> blocked_this_round(const Game& game);

// Sentences explaining each tie of final scores (R41): who ranks above whom and the first
// row of empty meadow that decided it, or that they share the place. Empty without ties.
std::vector<std::string> tie_break_notes(const Game& game, const GameResult& result);

// "Ann", "Ann and Ben", "Ann, Ben and Cy", in the player's language.
std::string join_names(const std::vector<std::string>& names);

// "−1" with a real minus sign for negative numbers, "+3" for positive ones.
std::string signed_points(int points);
// A score: "−4" with a real minus sign, "12" without a plus.
std::string score_number(int points);

}  // namespace mycity::session
