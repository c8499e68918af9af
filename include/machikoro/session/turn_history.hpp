// The turns of a game as the log tells them: who played, the dice, and which of the game's
// events (Game::events(), in K10's order) each turn made. The engine logs payments, swaps
// and builds, not turns: the history follows the game after every action, and a game it did
// not see played (a save continued) is told apart turn by turn from its record.
#pragma once

#include <cstddef>
#include <vector>

#include "machikoro/game.hpp"
#include "machikoro/record.hpp"

namespace machikoro::session {

struct LoggedTurn {
  int number = 0;  // Game::turn(): 1 for the first, extra turns (K28) counted
  int player = 0;
  TurnRoll roll;  // the dice as they stand (empty before the roll); extra_turn is not kept
  std::size_t first_event = 0;  // its events are [first_event, end_event) of Game::events()
  std::size_t end_event = 0;
};

class TurnHistory {
 public:
  // The turns of `record`, which replayed to `game`: the last kReplayedTurns of them told
  // apart by replaying the record's beginnings, the events before them left without a turn.
  // A record that does not replay to `game` gives no turns: the events so far have none.
  TurnHistory(const CardSet& cards, const Record& record, const Game& game);

  static constexpr int kReplayedTurns = 200;

  // Takes in what `game` did since the last call: call it after every action.
  void follow(const Game& game);
  const std::vector<LoggedTurn>& turns() const { return turns_; }
  // Events before this one belong to no turn logged.
  std::size_t first_logged_event() const {
    return turns_.empty() ? untracked_ : turns_.front().first_event;
  }

 private:
  std::vector<LoggedTurn> turns_;
  std::size_t untracked_ = 0;  // events seen before any turn was logged
};

}  // namespace machikoro::session
