// The front menu: the app's title, each game's title and buttons (games/registry.hpp), then
// the app's own buttons.
#pragma once

#include "ui/game_module.hpp"
#include "ui/screen.hpp"

namespace app {

class MainMenuScreen : public Screen {
 public:
  explicit MainMenuScreen(const GameModules& games) : games_(games) {}
  void draw(UiFrame& frame) override;

 private:
  const GameModules& games_;
};

}  // namespace app
