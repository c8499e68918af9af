// Playing a recorded game again with one seat's actions changed: the other seats act as
// recorded (their cities do not depend on this seat's, R10), so only its line differs.
#pragma once

#include "mycity/analysis.hpp"
#include "mycity/game.hpp"

namespace mycity::analysis {

// Applies the recorded actions of every seat but `seat` until `seat` is to act or the
// game is over; throws RecordError naming the round and player of a missing or illegal one.
void play_others(Game& game, const RecordTurns& turns, int seat);

// The recorded action of the seat to act; throws RecordError naming the round and player
// when there is none.
const Action& recorded_action(const Game& game, const RecordTurns& turns);

// Applies a legal action or throws RecordError naming the round and player.
void apply_recorded(Game& game, const Action& action);

int final_score(const Game& game, int seat);

}  // namespace mycity::analysis
