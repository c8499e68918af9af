// Settings: UI scale, fullscreen, colour-blind patterns. Changes apply and save at once.
#pragma once

#include "ui/screen.hpp"

namespace mycity::app {

class SettingsScreen : public Screen {
 public:
  void draw(UiFrame& frame) override;
};

}  // namespace mycity::app
