// How fast the table plays what no person decides: the dice tumble a moment, and the table
// pauses after each roll and each computer's answer, so that the players can follow.
#pragma once

#include <chrono>

namespace machikoro::session {

enum class Pace { Instant, Fast, Normal };

// The dice's tumble and the pause after an action of the table's own, in seconds.
double tumble_seconds(Pace pace);
double pause_seconds(Pace pace);

// What the table just played.
enum class Played { Roll, Computer, Person };

class Pacer {
 public:
  using Clock = std::chrono::steady_clock;

  // `what` was played at `now`: a roll tumbles, then pauses; a computer's answer pauses; a
  // person's does not (the table goes on at once).
  void played(Played what, Pace pace, Clock::time_point now);
  // The dice stop now (a click or a key); the pause after them stays.
  void skip(Clock::time_point now);
  bool tumbling(Clock::time_point now) const { return now < tumble_end_; }
  // How far the tumble has come: 0 when it starts, 1 once the dice lie still.
  float tumbled(Clock::time_point now) const;
  // Whether the table waits before its next action of its own.
  bool holding(Clock::time_point now) const { return now < hold_end_; }

 private:
  Clock::time_point tumble_start_{};
  Clock::time_point tumble_end_{};
  Clock::time_point hold_end_{};
  Clock::duration pause_{};
};

}  // namespace machikoro::session
