// How much one step of looking ahead could still add to the fitted policy
// (docs/machikoro.md, "What looking ahead could add").
#pragma once

#include "matches.hpp"

namespace machikoro::tune {

struct Headroom {
  int positions = 0;
  double mean_gain = 0, ci95 = 0;  // win chance per build decision
  double decisions_per_game = 0;   // the biased seat's build decisions with a choice
};

// In each game, one build decision of the biased seat picked at random; each of its best
// `options` played to the end over `playouts` futures, twice over independent ones. The best
// option of one half is scored in the other against the policy's own choice.
Headroom rollout_headroom(const CardSet& cards, const MatchSetup& setup,
                          const bots::BuildBias& bias, std::uint64_t seed, int positions,
                          int playouts, int options);

}  // namespace machikoro::tune
