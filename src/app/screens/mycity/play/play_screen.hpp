// The game table: the revealed card, the active player's board with the ghost building,
// the other players' thumbnails, the hand-off between seats, and the actions (mouse or
// keyboard alone). All rules come from the session's TurnController and the engine.
#pragma once

#include <memory>
#include <utility>

#include "mycity/session/computer_seats.hpp"
#include "mycity/session/suggestion.hpp"
#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"
#include "screens/mycity/play/table_sounds.hpp"

namespace mycity::session {
class GameHub;
struct Presentation;
}  // namespace mycity::session

namespace app {

class PlayScreen : public Screen {
 public:
  // The Eternity game of the hub.
  PlayScreen(mycity::session::GameHub& hub, const mycity::session::Presentation& presentation);
  explicit PlayScreen(std::unique_ptr<PlaySource> source)
      : own_source_(std::move(source)), source_(*own_source_) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  void on_leave() override;
  bool animating() const override;
  bool on_key(const KeyPress& key) override;
  void after_frame() override;

 private:
  // What the parts and the keys asked for, carried out in order.
  void apply(UiFrame* frame, PlayTable& game, const PlayCommands& commands);
  // Every finished action goes through here, so the autosave follows the frame showing it.
  void after_action();
  // The table of the seat that is on: its board, the card and actions, the other cities.
  void draw_table(UiFrame& frame, PlayTable& game, PlayCommands& commands);
  // The legal-places toggle lives in the settings, so it stays as the players left it.
  void remember_legal_places(UiFrame& frame);
  // Computer seats act, and a hint asked for arrives, without holding the window up.
  void take_thoughts(PlayTable& game);
  void stop_thinking();

  std::unique_ptr<PlaySource> own_source_;
  PlaySource& source_;
  PlayUiState ui_;
  bool legal_toggled_ = false;  // the L key or checkbox, kept in the settings next frame
  mycity::session::ComputerSeats computers_;
  mycity::session::Suggestion suggestion_;
  TableSounds sounds_;
};

}  // namespace app
