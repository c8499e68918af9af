// My City's backdrop: the Eternity board with its demonstration city behind the menus.
#pragma once

#include "mycity/session/menu_scene.hpp"
#include "ui/screen.hpp"

namespace app {

class MenuBackdrop final : public Backdrop {
 public:
  explicit MenuBackdrop(mycity::session::MenuScene scene) : scene_(std::move(scene)) {}
  // The board covering the whole window, dimmed by `dim` (0 to 1).
  void draw(UiFrame& frame, float dim) const override;

 private:
  mycity::session::MenuScene scene_;
};

}  // namespace app
