// The "hard" computer player (docs/ai.md): for each promising action it plays the rest of
// the episode out greedily over sampled orders of the unseen cards and takes the action
// with the best mean final score. It sees only a PlayerView, so it knows what a person at
// the table knows (R10, R17), and it is deterministic from its Rng.
#pragma once

#include <memory>
#include <stop_token>
#include <vector>

#include "base/random.hpp"
#include "mycity/bots.hpp"
#include "mycity/game.hpp"
#include "mycity/player_view.hpp"

namespace mycity {

struct HardSettings {
  int candidates = 6;  // placements kept, best by greedy value first, besides pass and drop
  int budget = 3000;   // playout steps (one per card) spent on one decision
  int min_samples = 8;
  int max_samples = 48;
};

// The hard player's action for the view: a pure function of its arguments, so it may run
// on any thread. Once `stop` is requested it answers with the best action after the
// samples played so far (at least one): a front end may cut a long think short.
Action choose_hard(const PlayerView& view, base::Rng& rng, const HardSettings& settings = {},
                   std::stop_token stop = {});

// The hard player's estimate of each legal action's final score for the view: the mean
// over `samples` sampled orders of the unseen cards, played on greedily, every action
// meeting the same orders; drop out is scored exactly. Used to judge a game afterwards.
std::vector<double> estimate_actions(const PlayerView& view, const std::vector<Action>& actions,
                                     int samples, base::Rng& rng);

// The "hard" Bot with these settings (make_bot("hard") uses the defaults). It also places
// its stickers with thought (docs/ai.md), where the other bots draw at random.
std::unique_ptr<Bot> make_hard_bot(const HardSettings& settings);

}  // namespace mycity
