// A game in play as every game's table and tests see it, OpenSpiel's State cut down to what
// both engines answer: who decides, the legal choices, a choice applied or refused with the
// rule it breaks, chance nodes, the end and each seat's result, the record so far. Each game's
// session layer adapts its engine to it; the engines never learn of it.
#pragma once

#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace table {

// One choice, by the game's own number for it (OpenSpiel's Action): the same choice has the
// same number at every position, so one from another position can be offered and refused.
struct Action {
  std::int64_t id = 0;
  friend auto operator<=>(const Action&, const Action&) = default;
};

// Why a choice was refused: the rule's id ("R8", "K16") and the words.
struct Violation {
  std::string rule;
  std::string reason;
};

// A seat at the end: the game's own points, its place (1-based, ties share it) and whether
// it won (no one does when a game ends without a winner, K31).
struct SeatResult {
  int score = 0;
  int rank = 0;
  bool won = false;
  friend bool operator==(const SeatResult&, const SeatResult&) = default;
};

class GameState {
 public:
  virtual ~GameState() = default;
  virtual std::unique_ptr<GameState> clone() const = 0;

  virtual int player_count() const = 0;
  // The seat whose choice is awaited (at a chance node, the seat it is drawn for); -1 once over.
  virtual int to_act() const = 0;
  // A chance node: legal_actions() are the outcomes of a fair draw, each as likely (dice).
  virtual bool chance() const = 0;
  // Every choice apply() accepts now; empty once over.
  virtual std::vector<Action> legal_actions() const = 0;
  // Applies a legal choice; otherwise returns why not and changes nothing.
  virtual std::optional<Violation> apply(Action choice) = 0;
  // The choice in short English (tests, logs), e.g. "pass", "build cafe".
  virtual std::string describe(Action choice) const = 0;

  virtual bool over() const = 0;
  // One per seat; valid once over().
  virtual std::vector<SeatResult> results() const = 0;
  // The game's record so far as its JSON text. Decisions with the same text are the same
  // position; a chance node may share the text of the decision before it (Machi Koro records
  // a dice count with its roll).
  virtual std::string record() const = 0;
};

}  // namespace table
