// A game whose engine is there and whose screens are not: the front menu names it, "coming".
#pragma once

#include "games/game_module.hpp"

namespace mycity::app {

class ComingGame final : public GameModule {
 public:
  explicit ComingGame(const GameInfo& info) : info_(info) {}
  const GameInfo& info() const override { return info_; }
  int menu_rows() const override { return 1; }
  // One button, never enabled.
  void draw_menu(UiFrame& frame, float button_height) override;
  const Backdrop& backdrop() const override;

 private:
  const GameInfo& info_;
};

}  // namespace mycity::app
