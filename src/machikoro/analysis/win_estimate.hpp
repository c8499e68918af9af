// A win chance as the analysis estimates it: sampled futures played to the end by the hard
// player's policy (its fitted build biases, without its lookahead) at every seat.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

#include "bots/fitted_bias.hpp"

namespace machikoro::analysis {

class WinEstimate {
 public:
  // The policy fitted for `game`'s edition and player count.
  explicit WinEstimate(const Game& game);
  WinEstimate(const WinEstimate&) = delete;  // the policy points at bias_
  WinEstimate& operator=(const WinEstimate&) = delete;

  // The share of `samples` futures after each of `options` (choices of `game`'s pending
  // decision) that `seat` wins, played on `threads` threads. Future i is the same for every
  // option (its unseen deck, dice and choices come from `seed` and i), so equal options get
  // equal chances. Nothing once `stop` is requested.
  std::optional<std::vector<double>> chances(const Game& game, std::span<const Action> options,
                                             int seat, std::uint64_t seed, int samples, int threads,
                                             std::stop_token stop) const;

 private:
  struct Futures {
    int first, last;
  };
  // Plays `futures` of each option, adding the wins to `won`, until stopped.
  void play(const Game& root, std::span<const Action> options, int seat, std::uint64_t seed,
            Futures futures, std::stop_token stop, std::vector<int>& won) const;
  bool wins(Game game, int seat, std::uint64_t future) const;

  bots::BuildBias bias_;
  bots::Policy policy_;
};

}  // namespace machikoro::analysis
