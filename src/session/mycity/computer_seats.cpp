#include "mycity/session/computer_seats.hpp"

#include <algorithm>

#include "mycity/session/game_state.hpp"

namespace mycity::session {
using Phase = TurnController::Phase;

bool is_computer(const std::vector<SeatInfo>& seats, int seat) {
  return seat >= 0 && static_cast<std::size_t>(seat) < seats.size() &&
         seats[static_cast<std::size_t>(seat)].computer.has_value();
}

int people_playing(const Game& game, const std::vector<SeatInfo>& seats) {
  int people = 0;
  for (int seat = 0; seat < game.player_count(); ++seat)
    if (!is_computer(seats, seat) && !game.player(seat).dropped) ++people;
  return people;
}

std::optional<int> ComputerSeats::thinking_seat() const {
  return thinker_.thinking_seat();
}

bool ComputerSeats::advance(TurnController& turns, const std::vector<SeatInfo>& seats,
                            std::chrono::milliseconds wait) {
  const auto people = std::count_if(seats.begin(), seats.end(),
                                    [](const SeatInfo& s) { return !s.computer.has_value(); });
  // Nobody is left to read the reveals: the computers play the game out.
  while (turns.phase() == Phase::Reveal && people_playing(turns.game(), seats) == 0)
    turns.close_reveal();
  if (turns.phase() != Phase::Handoff) return false;
  if (!is_computer(seats, turns.seat())) {
    if (people == 1) turns.take_seat();  // alone with the computers: nobody to hand to
    return false;
  }
  const Strength strength = *seats[static_cast<std::size_t>(turns.seat())].computer;
  const auto choose = [strength](const table::GameState& state, std::stop_token stop) {
    const Game& game = static_cast<const GameState&>(state).game();
    return GameState::to_table(think_for(game, strength, decision_seed(game))(stop));
  };
  const std::optional<table::Action> choice =
      thinker_.answer(GameState(turns.game()), choose, wait);
  if (!choice) return false;
  turns.take_seat();
  return turns.play(GameState::from_table(*choice));
}

}  // namespace mycity::session
