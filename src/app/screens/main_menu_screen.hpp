// The title screen: game title, the player animals and the main menu.
#pragma once

#include "screens/screen.hpp"

namespace mycity::app {

class MainMenuScreen : public Screen {
 public:
  void draw(UiFrame& frame) override;
};

}  // namespace mycity::app
