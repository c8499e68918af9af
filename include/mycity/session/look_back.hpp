// A finished game looked back at in the app: its analysis (docs/ai.md), worked out on
// another thread while the window goes on drawing, and the replay's round.
#pragma once

#include <future>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "mycity/analysis.hpp"
#include "mycity/session/finished_games.hpp"

namespace mycity::session {

class LookBack {
 public:
  LookBack() = default;
  ~LookBack();
  LookBack(const LookBack&) = delete;
  LookBack& operator=(const LookBack&) = delete;

  // Looks at `game` (from the end screen when `just_played`) and starts its analysis. The
  // same `key` (its file) again keeps the analysis done or under way.
  void open(const std::string& key, KeptGame game, bool just_played);
  const KeptGame* game() const { return game_.get(); }
  bool just_played() const { return just_played_; }

  // The analysis once done; nothing while it is worked out.
  const std::vector<PlayerAnalysis>* analysis() const;
  // Why the analysis failed, or "".
  const std::string& error() const { return error_; }

  // The replay: rounds played so far (0 = none), and the game after them.
  int round() const { return round_; }
  int rounds() const;
  void step(int delta);
  const Game& shown() const { return *shown_; }

 private:
  std::string key_;
  std::shared_ptr<const KeptGame> game_;
  bool just_played_ = false;
  // Taken from the worker by analysis(), which only looks from outside.
  mutable std::future<std::vector<PlayerAnalysis>> pending_;
  mutable std::optional<std::vector<PlayerAnalysis>> result_;
  mutable std::string error_;
  std::jthread worker_;  // stopped and joined when another game is opened or on exit
  int round_ = 0;
  std::optional<Game> shown_;
};

}  // namespace mycity::session
