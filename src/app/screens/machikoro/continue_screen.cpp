#include "screens/machikoro/continue_screen.hpp"

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/game_hub.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;

void MachiKoroContinueScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  if (!tried_) {
    tried_ = true;
    error_ = hub_.resume(base::random_seed()).error();
    if (error_.empty()) {
      frame.go_to = MachiKoroScreen::Play;
      return;
    }
  }
  begin_centered_panel("##machikoro-continue", 560.0f * frame.ui_scale, 0.9f);
  heading(frame, tr("The saved game could not be read").c_str());
  wrapped_text(error_, palette::kInk);
  ImGui::Spacing();
  if (button(tr("Menu").c_str(), half_row_button(44.0f * frame.ui_scale)))
    frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace mycity::app
