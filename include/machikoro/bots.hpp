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

// "random": every legal choice alike. "easy" and "medium": one step of expected income per
// coin and a landmark plan (easy: a short horizon, no care for coins held, some doubt).
// "hard": medium with fitted build biases; with 2 players its best build options
// played on over sampled futures (HardSettings).
// "ranch_cheese", "store_bakery", "bakery", "spread": the published fixed strategies.
// Nothing for an unknown name.
std::unique_ptr<Bot> make_bot(std::string_view name);
std::vector<std::string_view> bot_names();

struct HardSettings {
  int candidates = 4;       // build options played on, the best first
  int samples = 24;         // sampled futures per option, at most
  int min_samples = 4;      // futures between prunings
  int depth = 8;            // turns played on in each future
  double clear_margin = 6;  // coins by which the best makes looking ahead needless
  double prune_gap = 0.04;  // mean win chance by which a trailing option is dropped
  // With more players the fitted policy alone decides: the lookahead's win-chance leaf,
  // medium's income model, undoes what the biases learned (docs/machikoro.md).
  int lookahead_players = 2;
};
// The "hard" player with these settings (make_bot("hard") uses the defaults).
std::unique_ptr<Bot> make_hard_bot(const HardSettings& settings);

// A fair roll for a pending chance node (Roll or ExtraRoll): uniform over its outcomes.
Choice roll_dice(const Game& game, base::Rng& rng);

// Plays `game` to its end: each seat's decisions by `seats[seat]`, the dice from `dice`.
void play_out(Game& game, std::span<Bot* const> seats, base::Rng& dice, base::Rng& bots);

}  // namespace machikoro
