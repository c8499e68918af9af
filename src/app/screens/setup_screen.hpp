// New Eternity game: 2-4 players, each with a name and a distinct animal, then Start.
#pragma once

#include <string>

#include "screens/player_rows.hpp"
#include "screens/screen.hpp"

namespace mycity::app {

class GameHub;

class SetupScreen : public Screen {
 public:
  explicit SetupScreen(GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void start(UiFrame& frame);

  GameHub& hub_;
  PlayerRows rows_{false};
  std::string error_;
};

}  // namespace mycity::app
