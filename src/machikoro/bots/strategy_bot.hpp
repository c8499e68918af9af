// The fixed strategies of the published simulations (shared/design/machikoro.md, section
// 10) as data: a build list and a number of dice. The other decisions are medium's.
#pragma once

#include <span>
#include <string_view>

#include "bots/policy.hpp"

namespace machikoro::bots {

// "Have `copies` of `card` (an establishment or landmark id)".
struct BuildStep {
  std::string_view card;
  int copies = 1;
};

struct Strategy {
  std::string_view name;
  int dice = 1;  // 2: two dice once the Train Station stands and a card on 7+ is owned
  std::span<const BuildStep> steps;
};

// Every fixed strategy, in the registry's order.
std::span<const Strategy> strategies();

// Builds the first step of its list not done yet: at once when legal, else waits (builds
// nothing) while it lacks the coins for a card lying out, else skips the step. When the
// list is done, the game's landmarks in card order as coins allow.
class StrategyBot final : public Bot {
 public:
  explicit StrategyBot(const Strategy& strategy) : strategy_(&strategy) {}
  std::string_view name() const override { return strategy_->name; }
  Action choose(const Game& game, base::Rng& rng, std::stop_token stop) override;

 private:
  Action build(const Game& game) const;
  const Strategy* strategy_;
  Policy medium_;
};

}  // namespace machikoro::bots
