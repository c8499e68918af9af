#include "mycity/session/suggestion.hpp"

#include "i18n/translate.hpp"
#include "mycity/placement.hpp"

namespace mycity::session {

using i18n::tr;

void Suggestion::ask(const TurnController& turns) {
  if (turns.phase() != TurnController::Phase::Acting) return;
  if (same_turn(turns) && (thinker_.busy() || answer_)) return;  // asked already
  table_ = &turns;
  revision_ = turns.revision();
  answer_.reset();
  thinker_.start(think_for(turns.game(), Strength::Hard, decision_seed(turns.game())));
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

std::string suggestion_note(const Game& game, ActionKind suggested) {
  if (suggested == ActionKind::Build) return "";
  const bool fits = has_legal_placement(game.catalogue(), game.player(game.to_act()).city,
                                        game.current_piece(), game.house_rules());
  const std::string piece = tr(game.catalogue().piece(game.current_piece()).name);
  if (suggested == ActionKind::Pass)
    return fits ? tr("Suggestion: pass this building (\xE2\x88\x92"
                     "1 point).")
                : i18n::format(tr("Suggestion: pass; the {1} fits nowhere on your board "
                                  "(\xE2\x88\x92"
                                  "1 point)."),
                               piece);
  if (!fits && !game.may_pass())
    return i18n::format(
        tr("Suggestion: drop out; the {1} fits nowhere on your board and cannot be passed."),
        piece);
  return tr("Suggestion: drop out; your city is worth more as it is.");
}

}  // namespace mycity::session
