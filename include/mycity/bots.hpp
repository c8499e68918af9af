// Computer players. Each is deterministic given the game and its Rng.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/random.hpp"

namespace mycity {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  // A legal action for the seat to act in a game that is not over.
  virtual Action choose(const Game& game, Rng& rng) = 0;
};

// "random": uniform over every legal action (each placement, pass, drop).
// "greedy": the action that maximises the score if the game ended now, counting each
// covered side of a well that can still score (R35) as a point; it never drops while it
// can build or pass.
std::unique_ptr<Bot> make_bot(std::string_view name);
std::vector<std::string_view> bot_names();

// Plays a whole game with one bot kind for every seat.
void play_out(Game& game, Bot& bot, Rng& rng);

}  // namespace mycity
