#include "headroom.hpp"

#include <algorithm>
#include <cmath>

#include "bots/fitted_bias.hpp"

namespace machikoro::tune {

namespace {

constexpr std::uint64_t kPositionSeed = 4, kFutureSeed = 5, kDiceSeed = 6, kChoiceSeed = 7;

struct Spot {
  int decisions = 0;  // with a choice, in the whole game
  double gain = 0;
};

// Plays on from `root` after `choice` in one future: `seat` by `own`, the others by medium.
bool wins_after(const Game& root, const Action& choice, int seat, const bots::Policy& own,
                std::uint64_t future) {
  const bots::Policy medium;
  Game game = root;
  base::Rng deck(future), dice(base::derive_seed(future, kDiceSeed)),
      choices(base::derive_seed(future, kChoiceSeed));
  game.shuffle_hidden_deck(deck);  // what "ten types" still hides
  game.apply(choice);
  while (!game.over()) {
    const Pending p = game.pending();
    game.apply(p.chance() ? roll_dice(game, dice)
                          : (p.player == seat ? own : medium).choose(game, choices));
  }
  return game.winner() == seat;
}

// The biased seat's build positions with a choice that does not win at once, in one game.
std::vector<Game> build_positions(Game game, int seat, const bots::Policy& own, base::Rng& rng) {
  const bots::Policy medium;
  std::vector<Game> out;
  while (!game.over()) {
    const Pending p = game.pending();
    if (p.chance()) {
      game.apply(roll_dice(game, rng));
      continue;
    }
    const Action choice = (p.player == seat ? own : medium).choose(game, rng);
    if (p.player == seat && p.decision == Decision::Build && game.legal_actions().size() > 1) {
      Game after = game;
      after.apply(choice);
      if (!after.over()) out.push_back(game);
    }
    game.apply(choice);
  }
  return out;
}

std::size_t best(const std::vector<long>& wins) {
  return static_cast<std::size_t>(std::max_element(wins.begin(), wins.end()) - wins.begin());
}

Spot measure(const CardSet& cards, const MatchSetup& setup, const bots::Policy& own,
             std::uint64_t seed, int seat, int playouts, int options) {
  base::Rng rng(base::derive_seed(seed, kPositionSeed));
  const std::vector<Game> spots = build_positions(start_game(cards, setup, seed), seat, own, rng);
  if (spots.empty()) return {};
  const Game& root = spots[rng.below(spots.size())];
  std::vector<Action> candidates;
  for (const bots::BuildValue& v : own.build_values(root, rng))
    if (static_cast<int>(candidates.size()) < options) candidates.push_back(v.choice);
  std::vector<long> halves[2] = {std::vector<long>(candidates.size()),
                                 std::vector<long>(candidates.size())};
  for (int h = 0; h < 2; ++h) {
    for (int j = 0; j < playouts; ++j) {
      const auto future =
          base::derive_seed(seed ^ kFutureSeed, static_cast<std::uint64_t>(h * playouts + j));
      for (std::size_t c = 0; c < candidates.size(); ++c)
        halves[h][c] += wins_after(root, candidates[c], seat, own, future);
    }
  }
  // Choosing in one half and scoring in the other keeps the luck of the choice out.
  const double one = static_cast<double>(halves[1][best(halves[0])] - halves[1][0]);
  const double two = static_cast<double>(halves[0][best(halves[1])] - halves[0][0]);
  return {static_cast<int>(spots.size()), (one + two) / 2 / playouts};
}

}  // namespace

Headroom rollout_headroom(const CardSet& cards, const MatchSetup& setup,
                          const bots::BuildBias& bias, std::uint64_t seed, int positions,
                          int playouts, int options) {
  const bots::Policy own(bots::fitted_policy(bias));
  std::vector<Spot> spots(static_cast<std::size_t>(positions));
  on_every_core(0, positions, [&](long k) {
    spots[static_cast<std::size_t>(k)] =
        measure(cards, setup, own, base::derive_seed(seed, static_cast<std::uint64_t>(k)),
                static_cast<int>(k % setup.players), playouts, options);
  });
  Headroom out;
  double sum = 0, squares = 0, decisions = 0;
  for (const Spot& s : spots) {
    if (s.decisions == 0) continue;
    ++out.positions;
    sum += s.gain;
    squares += s.gain * s.gain;
    decisions += s.decisions;
  }
  if (out.positions == 0) return out;
  const double n = out.positions;
  out.mean_gain = sum / n;
  out.ci95 = 1.96 * std::sqrt(std::max(0.0, squares / n - out.mean_gain * out.mean_gain) / n);
  out.decisions_per_game = decisions / n;
  return out;
}

}  // namespace machikoro::tune
