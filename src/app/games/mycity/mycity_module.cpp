#include "games/mycity/mycity_module.hpp"

#include "games/mycity/menu_entries.hpp"
#include "games/mycity/settings_section.hpp"
#include "mycity/session/game_hub.hpp"

namespace mycity::app {

MyCityModule::MyCityModule(const ScreenModels& models)
    : hub_(models.game),
      backdrop_(session::load_menu_scene(models.content, models.assets / "menu-scene.json")) {}

void MyCityModule::draw_menu_header(UiFrame& frame) {
  app::draw_menu_header(frame, hub_.animals());
}

int MyCityModule::menu_rows() const {
  return kMyCityMenuRows;
}

void MyCityModule::draw_menu(UiFrame& frame, float button_height) {
  draw_menu_entries(frame, hub_, button_height);
}

void MyCityModule::draw_settings(UiFrame& frame, Settings& next) {
  draw_settings_section(frame, next);
}

}  // namespace mycity::app
