// Settings: language, UI scale, fullscreen, sound volume and mute, then each game's section,
// scrolling when the window is too short for them all. Changes apply and save at once.
#pragma once

#include "ui/game_module.hpp"
#include "ui/screen.hpp"

namespace app {

class SettingsScreen : public Screen {
 public:
  explicit SettingsScreen(const GameModules& games) : games_(games) {}
  void draw(UiFrame& frame) override;

 private:
  const GameModules& games_;
  float body_height_ = 1e6f;  // the settings' height as last drawn: all of them, if room
};

}  // namespace app
