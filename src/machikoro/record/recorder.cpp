// Building a record as a game is played: the one place that groups choices into turns.
#include "machikoro/record.hpp"

#include <algorithm>

namespace machikoro {

namespace {
std::vector<int> values(const Dice& dice) {
  return std::vector<int>(dice.shown().begin(), dice.shown().end());
}
}  // namespace

Recorder::Recorder(Setup setup) {
  record_.setup = std::move(setup);
}

Recorder::Recorder(Record record, const Game& game)
    : record_(std::move(record)),
      turn_(game.turn()),
      finished_(record_.turns.empty() || !record_.turns.back().open) {
  if (!finished_) record_.turns.back().open = false;
}

void Recorder::add(const Game& before, const Action& choice) {
  const Pending pending = before.pending();
  if (pending.decision == Decision::GameOver) return;
  if (finished_ || before.turn() != turn_) {
    record_.turns.push_back(RecordTurn{.player = pending.player});
    turn_ = before.turn();
    finished_ = false;
  }
  RecordTurn& turn = record_.turns.back();
  switch (pending.decision) {
    case Decision::DiceCount:  // the roll's size says it
      break;
    case Decision::Roll:
      (before.roll().rerolled ? turn.reroll : turn.dice) = values(choice.dice);
      break;
    case Decision::RadioTower:  // a re-roll is written with its roll
      turn.kept = choice.kind == ActionKind::KeepRoll;
      break;
    case Decision::Harbor:
      turn.harbor = choice.kind == ActionKind::AddTwo;
      break;
    case Decision::ExtraRoll:
      turn.tuna = values(choice.dice);
      break;
    case Decision::Target:
      turn.tv = choice.seat;
      break;
    case Decision::Swap:
      turn.swap = choice.kind == ActionKind::DeclineSwap
                      ? RecordSwap{.declined = true}
                      : RecordSwap{false, before.cards().id(choice.card), choice.seat,
                                   before.cards().establishment(choice.take).id};
      break;
    case Decision::Build:
      if (choice.kind == ActionKind::Build) turn.build = before.cards().id(choice.card);
      turn.kept = false;  // a finished turn leaves a kept roll out
      finished_ = true;
      break;
    case Decision::GameOver:
      break;
  }
}

void Recorder::note_hint(int seat) {
  const auto at = std::lower_bound(record_.hints.begin(), record_.hints.end(), seat);
  if (at == record_.hints.end() || *at != seat) record_.hints.insert(at, seat);
}

Record Recorder::record() const {
  Record record = record_;
  if (!finished_ && !record.turns.empty()) {
    // A turn with no roll yet (a dice count chosen) says nothing: the turn has not begun.
    if (record.turns.back().dice)
      record.turns.back().open = true;
    else
      record.turns.pop_back();
  }
  return record;
}

}  // namespace machikoro
