// A finished game looked back at in the app: its analysis (docs/ai.md), worked out on
// another thread while the window goes on drawing, and the replay's round.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mycity/analysis.hpp"
#include "mycity/session/finished_games.hpp"
#include "table/background_work.hpp"

namespace mycity::session {

// Where the game looked at was opened, which is where the views go back to.
enum class LookBackFrom { GameEnd, EpisodeEnd, FinishedGames };

// A costly action both ways, from the same moment: the game after the action played and
// after the hard player's choice instead.
struct TwoWays {
  Game played;
  Game suggested;
};

class LookBack {
 public:
  LookBack() = default;
  ~LookBack();
  LookBack(const LookBack&) = delete;
  LookBack& operator=(const LookBack&) = delete;

  // Looks at `game` and starts its analysis. The same `key` (its file) again keeps the
  // analysis done or under way. `computers`: the seats a computer played (when known),
  // whose actions are not judged.
  void open(const std::string& key, KeptGame game, LookBackFrom from,
            std::vector<bool> computers = {});
  // Whether `seat` was known to be played by a computer.
  bool computer(int seat) const;
  const KeptGame* game() const { return game_.get(); }
  LookBackFrom opened_from() const { return from_; }

  // The analysis once done; nothing while it is worked out.
  const std::vector<PlayerAnalysis>* analysis() const { return analysis_.result(); }
  // Why the analysis failed, or "".
  const std::string& error() const { return analysis_.error(); }

  // The replay: rounds played so far (0 = none), and the game after them.
  int round() const { return round_; }
  int rounds() const;
  void step(int delta);
  const Game& shown() const { return *shown_; }

  // `seat`'s costly action both ways; nothing when either cannot be played there.
  std::optional<TwoWays> two_ways(int seat, const CostlyAction& costly) const;

 private:
  // The game after `rounds` whole rounds and, in the next, the actions of the seats before
  // `seat`.
  Game replayed(int rounds, int seat = 0) const;

  std::string key_;
  std::vector<bool> computers_;
  std::shared_ptr<const KeptGame> game_;
  LookBackFrom from_ = LookBackFrom::FinishedGames;
  // Stopped and joined when another game is opened or on exit.
  table::BackgroundWork<std::vector<PlayerAnalysis>> analysis_;
  int round_ = 0;
  std::optional<Game> shown_;
};

}  // namespace mycity::session
