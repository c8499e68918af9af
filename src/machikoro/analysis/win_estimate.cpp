#include "win_estimate.hpp"

#include <algorithm>
#include <thread>

namespace machikoro::analysis {

namespace {

// The streams of one future's seed.
enum Stream : std::uint64_t { DeckStream, DiceStream, ChoiceStream };

}  // namespace

WinEstimate::WinEstimate(const Game& game)
    : bias_(bots::fitted_bias(game.cards(), game.setup().edition, game.player_count())),
      policy_(bots::fitted_policy(bias_)) {}

bool WinEstimate::wins(Game game, int seat, std::uint64_t future) const {
  base::Rng dice(base::derive_seed(future, DiceStream)),
      choices(base::derive_seed(future, ChoiceStream));
  while (!game.over()) {
    const Pending pending = game.pending();
    game.apply(pending.chance() ? roll_dice(game, dice) : policy_.choose(game, choices));
  }
  return game.winner() == seat;
}

void WinEstimate::play(const Game& root, std::span<const Action> options, int seat,
                       std::uint64_t seed, Futures futures, std::stop_token stop,
                       std::vector<int>& won) const {
  for (int i = futures.first; i < futures.last && !stop.stop_requested(); ++i) {
    const std::uint64_t future = base::derive_seed(seed, static_cast<std::uint64_t>(i));
    Game sampled = root;
    base::Rng deck(base::derive_seed(future, DeckStream));
    sampled.shuffle_hidden_deck(deck);
    for (std::size_t k = 0; k < options.size(); ++k) {
      Game g = sampled;
      g.apply(options[k]);
      won[k] += wins(std::move(g), seat, future) ? 1 : 0;
    }
  }
}

std::optional<std::vector<double>> WinEstimate::chances(const Game& game,
                                                        std::span<const Action> options, int seat,
                                                        std::uint64_t seed, int samples,
                                                        int threads, std::stop_token stop) const {
  Game root = game;
  root.keep_event_log(false);
  // Thread t plays futures [samples * t / threads, samples * (t + 1) / threads): the same
  // futures and the same sums whatever the number of threads.
  const int n = std::max(1, threads);
  std::vector<std::vector<int>> won(static_cast<std::size_t>(n),
                                    std::vector<int>(options.size(), 0));
  const auto run = [&](int t) {
    const Futures futures{samples * t / n, samples * (t + 1) / n};
    play(root, options, seat, seed, futures, stop, won[static_cast<std::size_t>(t)]);
  };
  {
    std::vector<std::jthread> helpers;
    for (int t = 1; t < n; ++t) helpers.emplace_back(run, t);
    run(0);
  }
  if (stop.stop_requested() || samples <= 0) return std::nullopt;
  std::vector<double> out;
  for (std::size_t k = 0; k < options.size(); ++k) {
    int total = 0;
    for (const std::vector<int>& part : won) total += part[k];
    out.push_back(static_cast<double>(total) / samples);
  }
  return out;
}

}  // namespace machikoro::analysis
