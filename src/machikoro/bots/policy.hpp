// "easy" and "medium" (docs/machikoro.md, "Computer players"): one step of expected income
// per coin and a landmark plan, as good players describe them (shared/design/machikoro.md,
// section 10). The same policy plays the hard player's lookahead and the fixed strategies'
// decisions other than dice and building.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "bots/income_model.hpp"
#include "machikoro/bots.hpp"

namespace machikoro::bots {

// Coins added to a build option's value (the hard player's fitted corrections): by
// establishment index before and after the seat's Train Station and per copy already owned,
// by landmark, and for saving.
struct BuildBias {
  std::vector<double> before_station, after_station, per_copy, landmark;
  double nothing = 0;
};

struct PolicySettings {
  double horizon_cap = 12;      // rounds an establishment is counted to pay for, at most
  bool coin_risk = true;        // keep coins low against a Tax Office or a TV Station
  bool watch_opponents = true;  // a close opponent shortens the horizon
  double noise = 0;             // coins of random doubt added to each build's value (easy)
  const BuildBias* bias = nullptr;
  Takings takings = {};  // in the build phase's estimates
  // A landmark adding less income than another still to build holds that one back by its
  // cost's worth of rounds; this share of the income so lost counts against it (hard).
  double landmark_delay = 0;
  // The bias of an establishment counts only while the horizon is longer than this: near
  // the end a card must pay for itself in the rounds left, whatever it earns over a game.
  double bias_rounds = 0;
};

// One option of the build phase and what the policy thinks of it, in coins.
struct BuildValue {
  Action choice;
  double value = 0;
  double per_round = 0;  // the income a round the card adds (0 for building nothing)
};

// What each side of a decision is worth in coins, as the policy compares them.
struct DiceValues {
  double one = 0;                  // the own roll's expected net coins on one die
  std::optional<double> two = {};  // on two (with the Train Station)
};
struct RerollValues {
  double kept = 0;   // the roll made (the Harbor's 2 if it pays more)
  double fresh = 0;  // a new roll, without a second re-roll
};
struct HarborValues {
  double as_rolled = 0;
  double plus_two = 0;
};
// A Business Center swap and the income a round it adds to each side.
struct SwapValue {
  Action choice;
  double mine = 0;
  double theirs = 0;
  double value() const;  // what the policy weighs: its own gain against the opponent's
};

class Policy {
 public:
  explicit Policy(PolicySettings settings = {}) : settings_(settings) {}

  // A legal choice for any pending player decision.
  Action choose(const Game& game, base::Rng& rng) const;
  // Every legal build option valued, the best first (ties: the legal order). A winning
  // landmark is worth more than anything.
  std::vector<BuildValue> build_values(const Game& game, base::Rng& rng) const;
  // The number of rounds an establishment bought now is counted to pay for.
  double horizon(const IncomeModel& model, const std::vector<PlayerState>& cities, int seat) const;

  Action dice_count(const Game& game) const;
  Action radio_tower(const Game& game) const;
  Action harbor(const Game& game) const;
  Action target(const Game& game) const;
  Action swap(const Game& game) const;
  // What those choices compare (the hint shows it).
  DiceValues dice_values(const Game& game) const;
  RerollValues reroll_values(const Game& game) const;
  HarborValues harbor_values(const Game& game) const;
  // Every legal swap valued, the best first (ties: the legal order).
  std::vector<SwapValue> swap_values(const Game& game) const;

 private:
  PolicySettings settings_;
};

// The coins `seat` takes by building nothing now (the Airport, K29), as the engine says.
int nothing_gain(const Game& game, int seat, int airport);

class PolicyBot final : public Bot {
 public:
  PolicyBot(std::string_view name, PolicySettings settings) : name_(name), policy_(settings) {}
  std::string_view name() const override { return name_; }
  Action choose(const Game& game, base::Rng& rng, std::stop_token) override {
    return policy_.choose(game, rng);
  }

 private:
  std::string_view name_;
  Policy policy_;
};

}  // namespace machikoro::bots
