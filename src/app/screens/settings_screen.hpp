// Settings: language, UI scale, fullscreen, then each game's section. Changes apply and save
// at once.
#pragma once

#include "games/game_module.hpp"
#include "ui/screen.hpp"

namespace mycity::app {

class SettingsScreen : public Screen {
 public:
  explicit SettingsScreen(const GameModules& games) : games_(games) {}
  void draw(UiFrame& frame) override;

 private:
  const GameModules& games_;
};

}  // namespace mycity::app
