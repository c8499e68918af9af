// Where a My City game is played: the one place a move is checked and applied, and what
// follows it (the campaign's commit, the autosave), as machikoro::session::Table::act does.
// The turn flow (TurnController) shows the table's game and hands every move to it.
#pragma once

#include <optional>

#include "mycity/game.hpp"

namespace mycity::session {

class Table {
 public:
  virtual ~Table() = default;
  virtual const Game& game() const = 0;
  // Plays `action` for the seat to act; a refusal changes nothing.
  virtual std::optional<Violation> act(const Action& action) = 0;
};

}  // namespace mycity::session
