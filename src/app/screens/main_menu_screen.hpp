// The title screen: game title, the player animals and the main menu.
#pragma once

#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace mycity::app {

class MainMenuScreen : public Screen {
 public:
  // The hub tells whether Continue has anything to offer.
  explicit MainMenuScreen(const session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;

 private:
  const session::GameHub& hub_;
};

}  // namespace mycity::app
