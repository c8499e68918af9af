#include "mycity/session/suggestion.hpp"

namespace mycity::session {

void Suggestion::ask(const TurnController& turns) {
  if (turns.phase() != TurnController::Phase::Acting) return;
  if (same_turn(turns) && (thinker_.busy() || answer_)) return;  // asked already
  table_ = &turns;
  revision_ = turns.revision();
  answer_.reset();
  thinker_.start(turns.game(), Strength::Hard, decision_seed(turns.game()));
}

bool Suggestion::poll(TurnController& turns, std::chrono::milliseconds wait) {
  if (!thinker_.busy()) return false;
  if (!same_turn(turns)) {  // the turn ended while it thought: the answer is stale
    thinker_.stop();
    return false;
  }
  answer_ = thinker_.take(wait);
  if (!answer_) return false;
  if (answer_->kind == ActionKind::Build) turns.aim(answer_->placement);
  return true;
}

std::optional<Action> Suggestion::current(const TurnController& turns) const {
  return same_turn(turns) ? answer_ : std::nullopt;
}

}  // namespace mycity::session
