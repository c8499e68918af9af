// The Machi Koro table: every city, the market, the dice and the one decision pending.
// Computer seats and rolls move on by themselves; a person answers with buttons or keys.
#pragma once

#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
}  // namespace machikoro::session

namespace mycity::app {

class MachiKoroPlayScreen : public Screen {
 public:
  explicit MachiKoroPlayScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  bool animating() const override;

 private:
  machikoro::session::GameHub& hub_;
};

}  // namespace mycity::app
