// The end of a Machi Koro game: the winner and each player's city.
#pragma once

#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
}  // namespace machikoro::session

namespace mycity::app {

class MachiKoroEndScreen : public Screen {
 public:
  explicit MachiKoroEndScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;

 private:
  machikoro::session::GameHub& hub_;
};

}  // namespace mycity::app
