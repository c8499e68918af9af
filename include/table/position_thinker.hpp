// A computer seat's think tied to the position it is about, any game's (table::GameState, its
// record naming the position): asked about the same position it waits on the same think, about
// another it starts anew on a copy of it. So an answer about a position that has moved on is
// never returned.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <utility>

#include "table/game_state.hpp"
#include "table/thinker.hpp"

namespace table {

class PositionThinker {
 public:
  // A computer's choice for the seat to act in `state`, the think's own copy: the game's
  // adapter, so the chooser may ask its engine. It should return soon once `stop` is set.
  using Chooser = std::function<Action(const GameState& state, std::stop_token stop)>;

  // The answer about `state` once it is there, waiting at most `wait`.
  std::optional<Action> answer(const GameState& state, const Chooser& chooser,
                               std::chrono::milliseconds wait) {
    std::string position = state.record();
    if (!thinker_.busy() || position_ != position) {
      position_ = std::move(position);
      seat_ = state.to_act();
      thinker_.start([copy = std::shared_ptr<const GameState>(state.clone()),
                      chooser](std::stop_token stop) { return chooser(*copy, stop); });
    }
    return thinker_.take(wait);
  }
  // The seat a think in progress is for.
  std::optional<int> thinking_seat() const {
    return thinker_.busy() ? std::optional<int>(seat_) : std::nullopt;
  }
  std::chrono::duration<double> elapsed() const { return thinker_.elapsed(); }
  void stop() { thinker_.stop(); }

 private:
  Thinker<Action> thinker_;
  std::string position_;
  int seat_ = -1;
};

}  // namespace table
