// A game's part of the running app, in the spirit of OpenSpiel's registry: its entries on
// the front menu, its section of the Settings screen, the backdrop of its menus. Its screens
// are listed beside it in games/registry.cpp.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "games/game_info.hpp"
#include "ui/screen.hpp"

namespace mycity::app {

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual const GameInfo& info() const = 0;
  // Drawn at the top of the front menu, above every game's buttons.
  virtual void draw_menu_header(UiFrame& /*frame*/) {}
  // How many rows of buttons draw_menu draws: the front menu sizes every button alike to fit.
  virtual int menu_rows() const = 0;
  virtual void draw_menu(UiFrame& frame, float button_height) = 0;
  // Its rules, offered beside Settings on the front menu while it is the first game.
  virtual std::optional<ScreenId> rules_screen() const { return std::nullopt; }
  // Its part of the Settings screen; what the player changes goes into `next`.
  virtual void draw_settings(UiFrame& /*frame*/, Settings& /*next*/) {}
  // Behind the menus while this game is the front menu's first.
  virtual const Backdrop& backdrop() const = 0;
};

using GameModules = std::vector<std::unique_ptr<GameModule>>;

}  // namespace mycity::app
