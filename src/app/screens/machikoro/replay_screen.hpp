// A finished Machi Koro game turn by turn (← and → or the buttons): the turn's roll and
// what it did in words, then every city after it: coins, landmarks, establishments. Back
// returns to the end screen or the finished games, wherever it was opened from.
#pragma once

#include <limits>

#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
class LookBack;
}  // namespace machikoro::session

namespace app {

class MachiKoroReplayScreen : public Screen {
 public:
  MachiKoroReplayScreen(const machikoro::session::GameHub& hub, machikoro::session::LookBack& look)
      : hub_(hub), look_(look) {}
  void draw(UiFrame& frame) override;
  bool on_key(const KeyPress& key) override;

 private:
  void draw_buttons(UiFrame& frame, float y);

  const machikoro::session::GameHub& hub_;
  machikoro::session::LookBack& look_;
  float body_height_ = std::numeric_limits<float>::max();  // the cities', last frame
};

}  // namespace app
