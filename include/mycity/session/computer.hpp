// Computer seats in the app: the three strengths people choose from, and what one of them
// thinks about on its own thread (table::Thinker), so the window never waits for the hard player.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "mycity/game.hpp"
#include "table/thinker.hpp"

namespace mycity::session {

enum class Strength { Easy, Medium, Hard };

// "easy", "medium", "hard": the engine's bot names, as saves write them.
std::string_view strength_id(Strength strength);
std::optional<Strength> parse_strength(std::string_view id);
// "Easy", "Medium", "Hard" in the player's language.
std::string strength_label(Strength strength);

// The seed of the decision of the seat to act in `game`: the same decision gets the same
// seed, after a restart too.
std::uint64_t decision_seed(const Game& game);

// A computer player's think (table::Thinker) about the seat to act in `game` (not over),
// from a copy of what the seat may know; the same answer for the same game, strength and seed.
using Thinker = table::Thinker<Action>;
Thinker::Think think_for(const Game& game, Strength strength, std::uint64_t seed);

}  // namespace mycity::session
