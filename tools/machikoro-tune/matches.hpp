// Games of one biased medium seat against medium players, the tuner's measure of a bias.
#pragma once

#include <cstdint>

#include "bots/policy.hpp"

namespace machikoro::tune {

struct MatchSetup {
  Edition edition = Edition::Base;
  SupplyMode supply = SupplyMode::All;
  int players = 4;
};

// The biased seat's wins in games [first, first + count) of `seed` (game g from
// base::derive_seed(seed, g); the biased seat is g mod players), played on every core.
long biased_wins(const CardSet& cards, const MatchSetup& setup, const bots::BuildBias& bias,
                 std::uint64_t seed, long first, long count);

}  // namespace machikoro::tune
