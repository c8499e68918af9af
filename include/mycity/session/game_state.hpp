// My City's game behind the shared table's interface (table::GameState), every rule asked of
// the engine. It has no chance nodes: the deck is shuffled from the seed before the game and
// the record carries it, so each card's reveal is part of the position, not a draw.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "mycity/game.hpp"
#include "table/game_state.hpp"

namespace mycity::session {

class GameState final : public table::GameState {
 public:
  explicit GameState(Game game) : game_(std::move(game)) {}
  const Game& game() const { return game_; }

  // An action's number and back: pass, drop, then a build's placement packed.
  static table::Action to_table(const Action& action);
  static Action from_table(table::Action choice);

  std::unique_ptr<table::GameState> clone() const override;
  int player_count() const override { return game_.player_count(); }
  int to_act() const override { return game_.to_act(); }
  bool chance() const override { return false; }
  std::vector<table::Action> legal_actions() const override;
  std::optional<table::Violation> apply(table::Action choice) override;
  std::string describe(table::Action choice) const override;
  bool over() const override { return game_.over(); }
  std::vector<table::SeatResult> results() const override;
  std::string record() const override;

 private:
  Game game_;
};

}  // namespace mycity::session
