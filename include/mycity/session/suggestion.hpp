// "Suggest": the hard player's choice for the seat acting, from what that person knows (a
// PlayerView, R10, R17), thought off the UI thread. A building is shown as the ghost, which
// the player may place, move or ignore; a pass or a drop out is only named.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "mycity/session/computer.hpp"
#include "mycity/session/turn_controller.hpp"

namespace mycity::session {

class Suggestion {
 public:
  // Starts thinking for the seat acting on `turns`; nothing when nobody is acting.
  void ask(const TurnController& turns);
  // Takes the answer once it is there (waiting at most `wait`) and aims the ghost at a
  // suggested building; true when it arrived in this call.
  bool poll(TurnController& turns, std::chrono::milliseconds wait);
  bool thinking() const { return thinker_.busy(); }
  std::chrono::duration<double> thinking_for() const { return thinker_.elapsed(); }
  // The suggestion for the turn now on `turns`, once given.
  std::optional<Action> current(const TurnController& turns) const;
  void stop() { thinker_.stop(); }

 private:
  bool same_turn(const TurnController& turns) const {
    return table_ == &turns && revision_ == turns.revision();
  }

  Thinker thinker_;
  const TurnController* table_ = nullptr;  // the turn asked about
  int revision_ = -1;
  std::optional<Action> answer_;
};

// The words for a suggestion that is not a building (shown as the ghost), "" for one that
// is: what to do, and why, for the building `game` has revealed.
std::string suggestion_note(const Game& game, ActionKind suggested);

}  // namespace mycity::session
