// A computer seat's think tied to the position it is about (a key that changes with every
// action): asked about the same position it waits on the same think, about another it starts
// anew. So an answer about a position that has moved on is never returned.
#pragma once

#include <chrono>
#include <optional>

#include "table/thinker.hpp"

namespace table {

template <class Action, class Position>
class PositionThinker {
 public:
  // The answer about `position` once it is there, waiting at most `wait`; `make_think()`
  // gives the think (a Thinker<Action>::Think) when one must start.
  template <class MakeThink>
  std::optional<Action> answer(const Position& position, MakeThink&& make_think,
                               std::chrono::milliseconds wait) {
    if (!thinker_.busy() || position_ != position) {
      position_ = position;
      thinker_.start(make_think());
    }
    return thinker_.take(wait);
  }
  // The position a think in progress is about.
  std::optional<Position> thinking_about() const {
    return thinker_.busy() ? position_ : std::nullopt;
  }
  std::chrono::duration<double> elapsed() const { return thinker_.elapsed(); }
  void stop() { thinker_.stop(); }

 private:
  Thinker<Action> thinker_;
  std::optional<Position> position_;
};

}  // namespace table
