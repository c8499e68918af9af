// The best score found for one seat knowing the whole deck (docs/ai.md "Analysis").
#pragma once

#include <stop_token>

#include "base/random.hpp"
#include "mycity/analysis.hpp"

namespace mycity::analysis {

// A beam search over the seat's own actions from `start`, each line finished by greedy
// play; the recorded line stays in the beam, so the answer is never below `made`.
int hindsight_best(const Game& start, const RecordTurns& turns, int seat, int made,
                   const AnalysisSettings& settings, base::Rng& rng, std::stop_token stop);

}  // namespace mycity::analysis
