// The hot-seat turn flow of the desktop game, without any drawing: who is on, the ghost
// building under the cursor with its legality and reason, the tentative placement or pass
// that can be undone until confirmed, drop, and what each seat may see of the others while
// a round is played in secret (R10). The game and its moves are the Table's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/session/secret_round.hpp"
#include "mycity/session/table.hpp"

namespace mycity::session {

// What the ghost shows: the cells it would cover (some may be off the board) and, when
// illegal, the broken rule (R8) and its reason in the player's language.
struct Ghost {
  Placement placement;
  std::vector<Cell> cells;
  std::optional<Violation> violation;
  std::string reason;
  bool legal() const { return !violation.has_value(); }
};

class TurnController {
 public:
  enum class Phase {
    Handoff,  // "<name>'s turn": waiting for the player to take the seat
    Acting,   // the player moves the ghost, places, undoes, confirms, passes or drops
    Reveal,   // the round is over: everybody sees what everybody did (R10)
    Over,     // the game has ended
  };

  // Shows `table`'s game, which must outlive the controller.
  explicit TurnController(Table& table);
  TurnController(const TurnController&) = delete;
  TurnController& operator=(const TurnController&) = delete;

  const Game& game() const { return table_.game(); }
  Phase phase() const { return phase_; }
  int seat() const { return game().to_act(); }

  void take_seat();     // Handoff -> Acting
  void close_reveal();  // Reveal -> Handoff, or Over after the last round

  // R10: what the seat on the table (acting, or taking the seat) may see of `seat`: its own
  // city as it is, another as it stood when this round's card was revealed. Everything as
  // it is once the round is revealed or the game is over.
  const PlayerState& shown_player(int seat) const;
  // The round just played, while it is revealed (Reveal phase).
  const std::optional<RoundReveal>& reveal() const { return reveal_; }
  // The last round revealed, kept until the next one is (also rebuilt for a resumed game):
  // what moved each score last (score_notes.hpp).
  const std::optional<RoundReveal>& last_round() const { return last_round_; }

  // The ghost's orientation and position. The cursor is the cell under the mouse (or
  // moved by the arrow keys); the piece is held by its middle cell (or the covered cell
  // nearest it). Each turn starts on the legal spot nearest the board's middle.
  int rot() const { return rot_; }
  bool flip() const { return flip_; }
  Cell cursor() const { return cursor_; }
  void set_cursor(Cell cell);
  void move_cursor(int dx, int dy);
  void rotate(int quarter_turns);  // +1 clockwise, -1 counter-clockwise
  void mirror();                   // only under the mirror house rule (R1)
  // Turns and moves the ghost onto `placement` of the revealed building (a hint, a bot's
  // choice shown as a player would make it); nothing once something is decided.
  void aim(const Placement& placement);
  Ghost ghost() const;

  // Every cursor position where the current orientation is legal: always a cell the
  // building would cover.
  std::vector<Cell> legal_cursor_cells() const;

  // The tentative placement: set by place() when the ghost is legal, removed by undo(),
  // made final by confirm().
  const std::optional<Placement>& tentative() const { return tentative_; }
  // A pass chosen by pass() (R12) is tentative too: it costs its point at confirm(), and
  // undo() takes it back. A tentative pass hides the ghost.
  bool pass_pending() const { return pass_pending_; }
  // A placement or a pass waits for confirm().
  bool decided() const { return tentative_ || pass_pending_; }
  // What confirm() would do to the acting seat (its score, races won, the cap), or none
  // while nothing is decided.
  std::optional<SeatReveal> pending_outcome() const;
  bool place();
  void undo();
  bool confirm();
  bool pass();
  bool drop();
  // A computer seat's action, final at once (it needs no tentative step); false when it
  // is not legal or nobody is acting.
  bool play(const Action& action) { return act(action); }

  // Bumped after every action that changed the game (for redraws and thinks).
  int revision() const { return revision_; }
  // The action that last changed the game (the sound it makes).
  const std::optional<Action>& last_action() const { return last_action_; }

 private:
  void start_turn();
  Placement placement_at_cursor() const;
  bool act(const Action& action);
  Cell board_centre() const;

  Table& table_;
  Game round_start_;  // the game when the current card was revealed
  std::optional<RoundReveal> reveal_;
  std::optional<RoundReveal> last_round_;
  Phase phase_ = Phase::Handoff;
  int rot_ = 0;
  bool flip_ = false;
  Cell cursor_{0, 0};
  std::optional<Placement> tentative_;
  bool pass_pending_ = false;
  int revision_ = 0;
  std::optional<Action> last_action_;
};

}  // namespace mycity::session
