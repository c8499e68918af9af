// A My City game alone on a table, with the turn flow over it: its moves are applied and
// nothing else (no save, no campaign). What the turn flow's own tests play.
#pragma once

#include <optional>
#include <utility>

#include "mycity/game.hpp"
#include "mycity/session/table.hpp"
#include "mycity/session/turn_controller.hpp"

namespace mycity::test {

class OpenTable : public session::Table {
 public:
  explicit OpenTable(Game game) : game_(std::move(game)) {}
  const Game& game() const override { return game_; }
  std::optional<Violation> act(const Action& action) override { return game_.apply(action); }

 private:
  Game game_;
};

// The table comes first (a base), so it exists when the controller is made over it.
struct OpenTableHolder {
  OpenTable table;
};

class TableTurns : private OpenTableHolder, public session::TurnController {
 public:
  explicit TableTurns(Game game)
      : OpenTableHolder{OpenTable(std::move(game))}, TurnController(OpenTableHolder::table) {}
};

}  // namespace mycity::test
