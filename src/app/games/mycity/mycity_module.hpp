// My City's module: its front-menu entries, its settings, its backdrop (games/game_module.hpp).
#pragma once

#include "games/game_module.hpp"
#include "games/mycity/menu_backdrop.hpp"
#include "games/mycity/mycity_info.hpp"
#include "screens/screen_list.hpp"

namespace mycity::app {

class MyCityModule final : public GameModule {
 public:
  explicit MyCityModule(const ScreenModels& models);
  const GameInfo& info() const override { return mycity_info(); }
  void draw_menu_header(UiFrame& frame) override;
  int menu_rows() const override;
  void draw_menu(UiFrame& frame, float button_height) override;
  std::optional<ScreenId> rules_screen() const override { return ScreenId::Rules; }
  void draw_settings(UiFrame& frame, Settings& next) override;
  const Backdrop& backdrop() const override { return backdrop_; }

 private:
  const session::GameHub& hub_;
  MenuBackdrop backdrop_;
};

}  // namespace mycity::app
