// New Eternity game: 2-4 players, each with a name and a distinct animal, the board (the
// printed one or a new one by its number), then Start.
#pragma once

#include <array>
#include <string>

#include "mycity/house_rules.hpp"
#include "screens/mycity/player_rows.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace mycity::app {

class SetupScreen : public Screen {
 public:
  explicit SetupScreen(session::GameHub& hub);
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void start(UiFrame& frame);
  void draw_board_choice(UiFrame& frame);

  session::GameHub& hub_;
  PlayerRows rows_;
  HouseRules house_rules_;  // none unless the group chooses one (R1)
  bool new_board_ = false;
  std::array<char, 24> board_number_{};  // the new board's seed as typed: 20 digits and room
  std::string error_;
};

}  // namespace mycity::app
