// The end of a game: every player's score breakdown beside their board (hovering or
// focusing a term highlights the cells that produced it), the ranking with the tie-break
// in words, the winner celebrated, the game of the day's date and whether it brought a new
// best, and Play again / Menu.
#pragma once

#include <string>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/session/play_layout.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
class LookBack;
class EternityTable;
struct Presentation;
}  // namespace mycity::session

namespace table {
class KeptOutcomesCache;
}  // namespace table

namespace app {

class EndScreen : public Screen {
 public:
  // `kept` is read on entering for the day's best (none: no save folder).
  EndScreen(mycity::session::GameHub& hub, table::KeptOutcomesCache* kept,
            mycity::session::LookBack& look, const mycity::session::Presentation& presentation)
      : hub_(hub), kept_(kept), look_(look), presentation_(presentation) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  bool on_key(const KeyPress& key) override;

 private:
  // A player's score lines as drawn: where labels and values start, whose they are, how
  // many so far.
  struct ScoreTable {
    float label_x;
    float value_x;
    int seat;
    int column;
    int rows = 0;
  };

  void draw_banner(UiFrame& frame, const mycity::session::EternityTable& game,
                   const mycity::GameResult& result, float bottom);
  void draw_columns(UiFrame& frame, const mycity::session::EternityTable& game,
                    const mycity::GameResult& result, float top, float bottom);
  void draw_footer(UiFrame& frame, const std::vector<std::string>& notes, float bottom);
  void draw_buttons(UiFrame& frame);
  void draw_player(UiFrame& frame, const mycity::session::EternityTable& game,
                   const mycity::GameResult& result, int seat, int column,
                   const mycity::session::Rect& at);
  // The board above or beside the score lines (`start`: the first one's label), the cells
  // of the pointed line marked.
  void draw_player_board(UiFrame& frame, const mycity::session::EternityTable& game,
                         const mycity::PlayerResult& r, const std::string& start, int seat,
                         float bottom);
  void draw_score_lines(UiFrame& frame, const mycity::PlayerResult& r, const std::string& start,
                        int seat, int column);
  void score_row(ScoreTable& table, const std::string& label, const std::string& value,
                 const std::string& id);
  void play_again(UiFrame& frame);
  std::string day_note() const;

  mycity::session::GameHub& hub_;
  table::KeptOutcomesCache* kept_;
  mycity::session::LookBack& look_;
  const mycity::session::Presentation& presentation_;
  bool play_again_requested_ = false;
  std::string error_;
  std::string day_note_;  // "" unless the game was a day's game
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

}  // namespace app
