// Games of one biased medium seat against medium players, the tuner's measure of a bias.
#pragma once

#include <cstdint>
#include <functional>

#include "bots/policy.hpp"

namespace machikoro::tune {

struct MatchSetup {
  Edition edition = Edition::Base;
  SupplyMode supply = SupplyMode::All;
  int players = 4;
};

// A new game of `setup` ("ten types" dealt from `seed`), without an event log.
Game start_game(const CardSet& cards, const MatchSetup& setup, std::uint64_t seed);

// work(i) for every i in [first, first + count), spread over every core.
void on_every_core(long first, long count, const std::function<void(long)>& work);

// The biased seat's wins in games [first, first + count) of `seed` (game g from
// base::derive_seed(seed, g); the biased seat is g mod players), played on every core.
long biased_wins(const CardSet& cards, const MatchSetup& setup, const bots::BuildBias& bias,
                 std::uint64_t seed, long first, long count);

}  // namespace machikoro::tune
