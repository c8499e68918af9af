// New Eternity game: 2-4 players, each with a name and a distinct animal, then Start.
#pragma once

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

  session::GameHub& hub_;
  PlayerRows rows_;
  HouseRules house_rules_;  // none unless the group chooses one (R1)
  std::string error_;
};

}  // namespace mycity::app
