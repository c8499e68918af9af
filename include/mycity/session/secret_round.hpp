// R10 on one screen: a round is played in secret. What the table showed when the round's
// card was revealed (rebuilt for a game resumed mid-round), and what the round did once
// the last player has acted and it is revealed to everybody at once.
#pragma once

#include <optional>
#include <vector>

#include "mycity/game.hpp"

namespace mycity::session {

// The game as it stood when its current card was revealed: the rounds before it replayed
// from the start. A game that is over is returned as it is. Throws Error if the game's own
// turns do not replay (they were played by the same engine, so only a broken game).
Game game_at_round_start(const Game& game);

// What one seat did in the round being revealed.
struct SeatReveal {
  enum class Did { Built, Passed, DroppedOut, WasOut };
  Did did = Did::WasOut;          // WasOut: had dropped out before this round
  Bitboard building;              // the cells built this round (Built)
  int pass_points = 0;            // what passing cost on the track: -1, or 0 on a capped track
  std::vector<TermPoints> races;  // races won this round and the points each brought
  bool reached_cap = false;       // the track reached the cap this round (R22)
  int score_before = 0;           // the track as shown before and after the round (R23)
  int score_after = 0;
};

struct RoundReveal {
  int round = 0;   // 1-based
  int piece = -1;  // the round's building
  std::vector<SeatReveal> seats;
};

// What one seat's action did, from its state before and after it.
SeatReveal seat_reveal(const PlayerState& before, const PlayerState& after,
                       const std::optional<Action>& action);

// The round that `at_start` (from game_at_round_start) began, as `now` has played it.
RoundReveal reveal_round(const Game& at_start, const Game& now);

// The last round every seat has acted in, as it was revealed; none before the first ends.
// Throws Error as game_at_round_start does.
std::optional<RoundReveal> last_revealed_round(const Game& game);

}  // namespace mycity::session
