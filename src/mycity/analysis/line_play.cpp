#include "line_play.hpp"

#include <string>

#include "base/error.hpp"

namespace mycity::analysis {

namespace {

std::string where(const Game& game) {
  const int seat = game.to_act();
  return "round " + std::to_string(game.turns().size()) + ", player " + std::to_string(seat + 1) +
         " (" + game.player(seat).name + ")";
}

}  // namespace

void apply_recorded(Game& game, const Action& action) {
  if (const auto broken = game.apply(action))
    throw base::RecordError(where(game) + ": " + broken->rule + ": " + broken->reason);
}

const Action& recorded_action(const Game& game, const RecordTurns& turns) {
  const std::size_t round = game.turns().size() - 1;
  const auto slot = static_cast<std::size_t>(game.to_act());
  if (round >= turns.size() || slot >= turns[round].size() || !turns[round][slot])
    throw base::RecordError(where(game) + ": no action recorded");
  return *turns[round][slot];
}

void play_others(Game& game, const RecordTurns& turns, int seat) {
  while (!game.over() && game.to_act() != seat) apply_recorded(game, recorded_action(game, turns));
}

int final_score(const Game& game, int seat) {
  return game.result().players.at(static_cast<std::size_t>(seat)).score;
}

}  // namespace mycity::analysis
