// "hard": medium building by fitted_policy (fitted_bias.hpp): the fitted biases, and what
// opponents pay reckoned as they can pay it. With 2 players, and with more once it has 2
// landmarks or fewer to build, its best build options are each played on over the same
// sampled futures (the unseen "ten types" deck reshuffled, the dice from the bot's own Rng),
// its own seat by that policy and the others by medium: with 2 players for a few turns,
// judged by how soon each player would finish; near the end to the end, won or lost.
#pragma once

#include <optional>
#include <vector>

#include "bots/fitted_bias.hpp"

namespace machikoro::bots {

// The build options the hard player played on and each one's mean win chance over the
// futures it was played on.
struct Outlook {
  std::vector<Action> candidates = {};
  std::vector<double> win_chance = {};
  std::vector<int> futures = {};
  std::size_t best = 0;
};

// A decision of the hard player and what it rests on (the hint shows it).
struct HardChoice {
  Action choice = {};
  std::vector<BuildValue> values = {};  // a build's options as its policy values them
  std::optional<Outlook> outlook = {};  // when it looked ahead
};

class HardBot final : public Bot {
 public:
  explicit HardBot(const HardSettings& settings) : settings_(settings) {}
  std::string_view name() const override { return "hard"; }
  Action choose(const Game& game, base::Rng& rng, std::stop_token stop) override {
    return decide(game, rng, stop).choice;
  }
  HardChoice decide(const Game& game, base::Rng& rng, std::stop_token stop = {}) const;
  // The policy its other decisions take.
  const Policy& medium() const { return medium_; }

 private:
  HardChoice build(const Game& game, const Policy& own, base::Rng& rng, std::stop_token stop) const;
  // How to look ahead at this build, if at all.
  const Lookahead* lookahead(const Game& game) const;
  // Every candidate's mean win chance over sampled futures, and the best.
  Outlook best_of(const Game& game, const Policy& own, const Lookahead& plan,
                  std::vector<Action> candidates, base::Rng& rng, std::stop_token stop) const;

  HardSettings settings_;
  Policy medium_;
};

// How likely `seat` is to win from here, roughly: a softmax over each player's rounds still
// needed to pay for their landmarks at their expected income (1 or 0 once over).
double win_chance(const Game& game, int seat);

}  // namespace machikoro::bots
