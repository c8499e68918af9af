#include "screens/machikoro/end_screen.hpp"

#include "i18n/translate.hpp"
#include "machikoro/session/game_hub.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;

void MachiKoroEndScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  begin_centered_panel("##machikoro-end", 560.0f * frame.ui_scale, 0.9f);
  const machikoro::session::Table* table = hub_.table();
  if (table != nullptr && table->game().winner()) {
    const int winner = *table->game().winner();
    // TRANSLATORS: {1} is the winner's name.
    heading(frame, i18n::format(tr("{1} wins!"), table->game().player(winner).name).c_str());
  }
  if (button(tr("Menu").c_str(), half_row_button(44.0f * frame.ui_scale)))
    frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace mycity::app
