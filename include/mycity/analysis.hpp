// A finished game looked back at (docs/ai.md "Analysis"): for each player, the best score
// the same card order allowed with hindsight, and the actions that cost the most against
// the hard player's choice at that moment. Deterministic from the seed.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "mycity/game.hpp"

namespace mycity {

using RecordTurns = std::vector<std::vector<std::optional<Action>>>;

struct CostlyAction {
  int round = 0;   // from 1
  int piece = -1;  // the revealed building
  Action done;
  Action suggested;   // the hard player's choice
  double loss = 0.0;  // hard's estimate of `suggested` minus its estimate of `done`, > 0
};

struct PlayerAnalysis {
  std::string name;
  int score = 0;                     // made
  int hindsight = 0;                 // the best found knowing the whole deck; never below `score`
  std::vector<CostlyAction> costly;  // the largest loss first
};

struct AnalysisSettings {
  std::uint64_t seed = 1;
  int beam = 6;      // lines kept per round in the hindsight search
  int branch = 6;    // placements tried from each line, best by greedy value, besides pass, drop
  int samples = 64;  // card orders per estimate of an action
  int costly = 3;    // costly actions reported per player
  // Seats a computer played (none when empty): their actions are not judged (docs/ai.md).
  std::vector<bool> computers;
};

// `start`: the game before any action; `turns`: the whole game's (a record's). Throws
// RecordError when they do not replay to the end. Once `stop` is requested it returns
// what it has (a front end closing the view); the result is then incomplete.
std::vector<PlayerAnalysis> analyse_game(const Game& start, const RecordTurns& turns,
                                         const AnalysisSettings& settings = {},
                                         std::stop_token stop = {});

}  // namespace mycity
