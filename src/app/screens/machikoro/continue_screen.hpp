// Continue a Machi Koro game: the one in memory or the autosave; a save that cannot be read
// stays where it is and the screen says why.
#pragma once

#include <string>

#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
}  // namespace machikoro::session

namespace mycity::app {

class MachiKoroContinueScreen : public Screen {
 public:
  explicit MachiKoroContinueScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override { tried_ = false; }

 private:
  machikoro::session::GameHub& hub_;
  bool tried_ = false;
  std::string error_;
};

}  // namespace mycity::app
