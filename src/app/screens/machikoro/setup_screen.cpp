#include "screens/machikoro/setup_screen.hpp"

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/game_hub.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;

void MachiKoroSetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  begin_centered_panel("##machikoro-setup", 560.0f * frame.ui_scale, 0.9f);
  heading(frame, tr("Machi Koro").c_str());
  if (!error_.empty()) warning_text(error_);
  machikoro::session::NewTable request{
      .players = {"Ann", "Ben"}, .computers = {"", "medium"}, .first = {}};
  if (back_and_action(frame, tr("Start game").c_str(), hub_.ready())) {
    error_ = hub_.start(request, base::random_seed()).error();
    if (error_.empty()) frame.go_to = MachiKoroScreen::Play;
  }
  ImGui::End();
}

}  // namespace mycity::app
