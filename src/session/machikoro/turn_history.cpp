#include "machikoro/session/turn_history.hpp"

#include <algorithm>

#include "base/error.hpp"

namespace machikoro::session {

namespace {

// A finished turn's dice as its record gives them.
TurnRoll roll_of(const RecordTurn& turn) {
  TurnRoll roll;
  if (turn.dice) roll.first = Dice::of(*turn.dice);
  roll.dice = turn.reroll ? Dice::of(*turn.reroll) : roll.first;
  roll.rerolled = turn.reroll.has_value();
  roll.harbor = turn.harbor.value_or(false);
  roll.total = roll.dice.empty() ? 0 : roll.dice.total() + (roll.harbor ? 2 : 0);
  if (turn.tuna) roll.extra = Dice::of(*turn.tuna);
  return roll;
}

}  // namespace

TurnHistory::TurnHistory(const CardSet& cards, const Record& record, const Game& game) {
  const auto n = static_cast<int>(record.turns.size());
  const int first = std::max(0, n - kReplayedTurns);
  // Each finished turn of the record ends where a replay of the turns up to it stops.
  try {
    Record prefix{record.setup, {record.turns.begin(), record.turns.begin() + first}};
    for (int k = first; k < n; ++k) {
      const std::size_t start = k == 0 ? 0 : replay(cards, prefix).events().size();
      const RecordTurn& turn = record.turns[static_cast<std::size_t>(k)];
      turns_.push_back({k + 1, turn.player, roll_of(turn), start, start});
      if (k > first) turns_[turns_.size() - 2].end_event = start;
      prefix.turns.push_back(turn);
    }
    if (replay(cards, record).events() != game.events()) turns_.clear();  // not this game's
  } catch (const base::Error&) {
    turns_.clear();
  }
  if (turns_.empty()) untracked_ = game.events().size();
  follow(game);
}

void TurnHistory::follow(const Game& game) {
  const std::size_t events = game.events().size();
  if (turns_.empty() || turns_.back().number != game.turn()) {
    const std::size_t start = std::max(first_logged_event(), events - game.turn_events().size());
    if (!turns_.empty()) turns_.back().end_event = start;
    turns_.push_back({game.turn(), game.active(), {}, start, start});
  }
  LoggedTurn& turn = turns_.back();
  if (!game.roll().dice.empty()) turn.roll = game.roll();
  turn.end_event = events;
}

}  // namespace machikoro::session
