// The game table: the revealed card, the active player's board with the ghost building,
// the other players' thumbnails, the hand-off between seats, and the actions (mouse or
// keyboard alone). All rules come from the session's TurnController and the engine.
#pragma once

#include <optional>

#include "mycity/bitboard.hpp"
#include "play/play_layout.hpp"
#include "screens/screen.hpp"

namespace mycity::app {

class GameHub;
struct ActiveGame;

class PlayScreen : public Screen {
 public:
  explicit PlayScreen(GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  bool on_event(const SDL_Event& event) override;

 private:
  void draw_top_bar(UiFrame& frame, const ActiveGame& game, const PlayLayout& layout);
  void draw_board(UiFrame& frame, ActiveGame& game, const PlayLayout& layout);
  void draw_side_panel(UiFrame& frame, ActiveGame& game, const PlayLayout& layout);
  void draw_actions(UiFrame& frame, ActiveGame& game);
  void draw_thumbnails(UiFrame& frame, const ActiveGame& game, const PlayLayout& layout);
  void draw_hints(const PlayLayout& layout);
  void draw_handoff(UiFrame& frame, ActiveGame& game);
  void draw_drop_confirm(UiFrame& frame, ActiveGame& game);
  bool handle_key(ActiveGame& game, int key, bool shift, bool repeat);

  // Every finished action goes through here so the autosave follows at once.
  void after_action();
  void place_or_confirm(ActiveGame& game);
  void pass(ActiveGame& game);
  void drop(ActiveGame& game);

  GameHub& hub_;
  bool show_legal_ = false;
  bool confirm_drop_ = false;
  std::optional<Cell> last_mouse_cell_;
};

}  // namespace mycity::app
