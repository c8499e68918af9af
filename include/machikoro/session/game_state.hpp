// Machi Koro's game behind the shared table's interface (table::GameState), every rule asked
// of the engine: the game with the record of its choices. The dice are its chance nodes.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "machikoro/game.hpp"
#include "machikoro/record.hpp"
#include "table/game_state.hpp"

namespace machikoro::session {

class GameState final : public table::GameState {
 public:
  // A new game; throws SetupError.
  GameState(const CardSet& cards, const Setup& setup) : game_(cards, setup), recorder_(setup) {}
  // A game resumed: `recorder` goes on recording the record that replayed to `game`.
  GameState(Game game, Recorder recorder)
      : game_(std::move(game)), recorder_(std::move(recorder)) {}
  const Game& game() const { return game_; }
  Record game_record() const { return recorder_.record(); }
  // Records and applies `choice`, which must be legal in game().
  void play(const Action& choice);
  // Records that `seat` was shown a hint.
  void note_hint(int seat) { recorder_.note_hint(seat); }

  // A choice's number and back: its fields packed a few bits each.
  static table::Action to_table(const Action& choice);
  static Action from_table(table::Action choice);

  std::unique_ptr<table::GameState> clone() const override;
  int player_count() const override { return game_.player_count(); }
  int to_act() const override { return game_.pending().player; }
  bool chance() const override { return game_.pending().chance(); }
  std::vector<table::Action> legal_actions() const override;
  std::optional<table::Violation> apply(table::Action choice) override;
  std::string describe(table::Action choice) const override;
  bool over() const override { return game_.over(); }
  std::vector<table::SeatResult> results() const override;
  std::string record() const override;

 private:
  Game game_;
  Recorder recorder_;
};

}  // namespace machikoro::session
