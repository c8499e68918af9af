// The game table: the revealed card, the active player's board with the ghost building,
// the other players' thumbnails, the hand-off between seats, and the actions (mouse or
// keyboard alone). All rules come from the session's TurnController and the engine.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "mycity/bitboard.hpp"
#include "mycity/session/play_layout.hpp"
#include "mycity/session/turn_controller.hpp"
#include "screens/art_picture.hpp"
#include "screens/screen.hpp"

namespace mycity::session {
class GameHub;
struct SeatInfo;
}  // namespace mycity::session

namespace mycity::app {

// The game on the table: its turns and who sits at each seat.
struct PlayTable {
  session::TurnController& turns;
  const std::vector<session::SeatInfo>& seats;
};

// What the play screen plays (the Eternity game, a campaign episode) and what follows
// each finished action: at once (the campaign takes the action), and once the frame that
// shows it is on screen (the save).
class PlaySource {
 public:
  virtual ~PlaySource() = default;
  virtual std::optional<PlayTable> table() = 0;
  virtual void after_action() {}
  // Saves what the actions since the last save changed.
  virtual void save() = 0;
  virtual const std::string& save_error() const = 0;
  // Where the screen goes once the game is over.
  virtual ScreenId over_screen() const = 0;
  // Extra buttons under the actions (the campaign's rule sheet and terms).
  virtual void draw_extras(UiFrame& /*frame*/) {}
};

class PlayScreen : public Screen {
 public:
  // The Eternity game of the hub.
  explicit PlayScreen(session::GameHub& hub);
  explicit PlayScreen(std::unique_ptr<PlaySource> source)
      : own_source_(std::move(source)), source_(*own_source_) {}
  void draw(UiFrame& frame) override;
  // Makes the board picture of one seat not on the table ready (a seat's first picture,
  // or the building it added on its last turn), so that the hand-off to that seat does
  // not draw it: 20 ms for a seat's first picture at 1080p (docs/performance.md).
  bool work_ahead(UiFrame& frame) override;
  void on_enter() override;
  bool on_event(const SDL_Event& event) override;
  void after_frame() override;

 private:
  void draw_top_bar(UiFrame& frame, const PlayTable& game, const session::PlayLayout& layout);
  void draw_board(UiFrame& frame, PlayTable& game, const session::PlayLayout& layout);
  void draw_side_panel(UiFrame& frame, PlayTable& game, const session::PlayLayout& layout);
  void draw_actions(UiFrame& frame, PlayTable& game);
  void draw_thumbnails(UiFrame& frame, const PlayTable& game, const session::PlayLayout& layout);
  void draw_hints(const session::PlayLayout& layout);
  void draw_handoff(UiFrame& frame, PlayTable& game);
  void draw_drop_confirm(UiFrame& frame, PlayTable& game);
  bool handle_key(PlayTable& game, int key, bool shift, bool repeat);
  // The table's look the board pictures depend on, as last drawn; a change makes the
  // work ahead start again.
  void note_table_look(const UiFrame& frame, const PictureTarget& target);
  // Work ahead starts again from the first piece (something it depends on changed).
  void restart_work_ahead();
  // Pieces of work_ahead(): false when there was nothing to do (the picture is on the table,
  // the art was rasterised before).
  bool prepare_seat_art(UiFrame& frame, const PlayTable& game, int seat);
  bool prepare_board(UiFrame& frame, const PlayTable& game, int seat);
  bool prepare_thumbnail(UiFrame& frame, const PlayTable& game, int seat, int place);
  bool prepare_handoff(UiFrame& frame, const PlayTable& game);

  // Every finished action goes through here so the autosave follows the frame showing it.
  void after_action();
  void place_or_confirm(PlayTable& game);
  void pass(PlayTable& game);
  void drop(PlayTable& game);

  std::unique_ptr<PlaySource> own_source_;
  PlaySource& source_;
  bool show_legal_ = false;
  bool confirm_drop_ = false;
  bool save_due_ = false;  // an action since the last save (after_frame saves it)
  std::optional<Cell> last_mouse_cell_;

  // Work ahead: every action and every change of the table's look is a new generation,
  // whose pictures work_ahead() prepares one at a time.
  std::optional<PictureTarget> table_target_;  // the table's list, as last drawn
  std::array<float, 10> table_look_{};         // what else the pictures depend on
  int ahead_generation_ = 0;
  int ahead_done_ = -1;                       // the generation whose seats are all prepared
  int ahead_next_ = 0;                        // the next piece of work (work_ahead)
  std::optional<Placement> ahead_tentative_;  // the building placed, as work ahead last saw it
};

}  // namespace mycity::app
