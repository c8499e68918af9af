// The end of a game: every player's score breakdown beside their board (hovering or
// focusing a term highlights the cells that produced it), the ranking with the tie-break
// in words, the winner celebrated, and Play again / Menu.
#pragma once

#include <string>

#include "mycity/game.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
struct ActiveGame;
}  // namespace mycity::session

namespace mycity::app {

class EndScreen : public Screen {
 public:
  explicit EndScreen(session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  bool on_key(const KeyPress& key) override;

 private:
  void draw_banner(UiFrame& frame, const session::ActiveGame& game, const GameResult& result,
                   float bottom);
  void draw_player(UiFrame& frame, const session::ActiveGame& game, const GameResult& result,
                   int seat, int column, float x, float y, float w, float h);
  void play_again(UiFrame& frame);

  session::GameHub& hub_;
  bool play_again_requested_ = false;
  std::string error_;
  // The term under the mouse or keyboard focus: (seat, term id) found last frame, drawn
  // this frame; next_* collect this frame's.
  int hover_seat_ = -1;
  std::string hover_term_;
  int next_hover_seat_ = -1;
  std::string next_hover_term_;
  // The score line chosen with the arrow keys (column in ranking order, row), until the
  // mouse moves.
  bool key_active_ = false;
  int key_column_ = 0;
  int key_row_ = 0;
  int rows_per_column_ = 0;
};

}  // namespace mycity::app
