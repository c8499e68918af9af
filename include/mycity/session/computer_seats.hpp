// The computer seats of a table: a computer's turn needs no hand-off; it thinks on its own
// thread and acts once the answer is there, in secret like anyone (the round's reveal
// shows it, R10). A table with one person skips that person's hand-off too.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include "mycity/session/computer.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/turn_controller.hpp"
#include "table/position_thinker.hpp"

namespace mycity::session {

bool is_computer(const std::vector<SeatInfo>& seats, int seat);
// People at the table who are still in the game (not dropped out).
int people_playing(const Game& game, const std::vector<SeatInfo>& seats);

class ComputerSeats {
 public:
  // Moves the table on by one computer action when its think is done, waiting at most
  // `wait` for it; true when a computer acted (call again: the next seat may be one).
  bool advance(TurnController& turns, const std::vector<SeatInfo>& seats,
               std::chrono::milliseconds wait);
  // The seat thinking now and for how long, if a computer is thinking.
  std::optional<int> thinking_seat() const;
  std::chrono::duration<double> thinking_for() const { return thinker_.elapsed(); }
  // Cuts a think short (leaving the table, quitting).
  void stop() { thinker_.stop(); }

 private:
  table::PositionThinker thinker_;
};

}  // namespace mycity::session
