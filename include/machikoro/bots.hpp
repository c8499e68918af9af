// Computer players for Machi Koro (docs/machikoro.md). Each decides from what every player
// at the table sees (cities, coins, the market, the dice rolled so far), never from the dice
// still to come or the order of the "ten types" deck, and is deterministic given its Rng.
#pragma once

#include <memory>
#include <span>
#include <stop_token>
#include <string_view>
#include <vector>

#include "base/random.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  // A legal choice for the pending player decision of a game that is not over (never a
  // chance node). A stop request asks for the best choice found so far, at once.
  virtual Choice choose(const Game& game, base::Rng& rng, std::stop_token stop = {}) = 0;
};

// "random": every legal choice alike. Nothing for an unknown name.
std::unique_ptr<Bot> make_bot(std::string_view name);
std::vector<std::string_view> bot_names();

// A fair roll for a pending chance node (Roll or ExtraRoll): uniform over its outcomes.
Choice roll_dice(const Game& game, base::Rng& rng);

// Plays `game` to its end: each seat's decisions by `seats[seat]`, the dice from `dice`.
void play_out(Game& game, std::span<Bot* const> seats, base::Rng& dice, base::Rng& bots);

}  // namespace machikoro
