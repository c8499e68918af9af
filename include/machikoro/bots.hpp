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
  virtual Action choose(const Game& game, base::Rng& rng, std::stop_token stop = {}) = 0;
};

// "random": every legal choice alike. "easy" and "medium": one step of expected income per
// coin and a landmark plan (easy: a short horizon, no care for coins held, some doubt).
// "hard": medium with fitted build biases; with 2 players, and near the end with more, its
// best build options played on over sampled futures (HardSettings).
// "ranch_cheese", "store_bakery", "bakery", "spread": the published fixed strategies.
// Nothing for an unknown name.
std::unique_ptr<Bot> make_bot(std::string_view name);
std::vector<std::string_view> bot_names();

// How the hard player looks ahead at a build: its best few options (and building nothing)
// each played on over the same sampled futures, the best mean win chance taken.
struct Lookahead {
  int candidates;       // build options played on, the best first
  int samples;          // sampled futures per option, at most
  int min_samples;      // futures between prunings
  int depth;            // turns played on in each future, unless the game ends first
  double clear_margin;  // coins by which the best makes looking ahead needless
  double prune_gap;     // mean win chance by which a trailing option is dropped
};

struct HardSettings {
  // With 2 players, at every build: a few turns on, judged by a win-chance estimate.
  Lookahead near = {.candidates = 4,
                    .samples = 24,
                    .min_samples = 4,
                    .depth = 8,
                    .clear_margin = 6,
                    .prune_gap = 0.04};
  int lookahead_players = 2;
  // With more, the estimate's leaf, medium's income model, undoes what the biases learned
  // (docs/machikoro.md); only with this many landmarks or fewer left to build, where the
  // order of the last ones and every coin count most, does it look ahead: to the game's end.
  int endgame_landmarks = 2;
  Lookahead endgame = {.candidates = 3,
                       .samples = 200,
                       .min_samples = 40,
                       .depth = 1000,
                       .clear_margin = 1e9,
                       .prune_gap = 0.1};
};
// The "hard" player with these settings (make_bot("hard") uses the defaults).
std::unique_ptr<Bot> make_hard_bot(const HardSettings& settings);

// A fair roll for a pending chance node (Roll or ExtraRoll): uniform over its outcomes.
Action roll_dice(const Game& game, base::Rng& rng);

// Plays `game` to its end: each seat's decisions by `seats[seat]`, the dice from `dice`.
void play_out(Game& game, std::span<Bot* const> seats, base::Rng& dice, base::Rng& bots);

}  // namespace machikoro
