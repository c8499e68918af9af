#include "screens/machikoro/continue_screen.hpp"

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/game_hub.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

void MachiKoroContinueScreen::on_enter() {
  tried_ = false;
  broken_ = false;
  error_.clear();
  aside_ = {};
}

void MachiKoroContinueScreen::try_to_resume(UiFrame& frame) {
  tried_ = true;
  const bool had_save = hub_.saves() && hub_.can_continue();
  error_ = hub_.resume(base::random_seed()).error();
  if (error_.empty()) {
    frame.go_to = MachiKoroScreen::Play;
    return;
  }
  // Only a save the cards could read is judged broken: without cards nothing can be.
  broken_ = had_save && hub_.ready();
  if (broken_) aside_ = hub_.set_aside_save();
}

void MachiKoroContinueScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  if (!tried_) try_to_resume(frame);
  if (frame.go_to) return;
  const float s = frame.ui_scale;
  begin_centered_panel("##machikoro-continue", 600.0f * s, 0.9f);
  if (broken_) {
    const DamagedSave save{.error = error_,
                           .moved = aside_.moved,
                           .stuck = aside_.stuck,
                           .backup = aside_.backup.has_value() && aside_.seats.has_value()};
    if (draw_damaged_save(frame, save, tr("New Machi Koro game"), MachiKoroScreen::NewGame)) {
      error_ = hub_.resume_backup(aside_, base::random_seed()).error();
      if (error_.empty()) frame.go_to = MachiKoroScreen::Play;
      aside_.backup.reset();  // tried: its message is the detail now
    }
    ImGui::End();
    return;
  }
  heading(frame, tr("Nothing to continue").c_str());
  wrapped_text(!hub_.ready() ? error_ : tr("No Machi Koro game is in progress."), palette::kInk);
  ImGui::Spacing();
  const ImVec2 size = half_row_button(44.0f * s);
  if (button(tr("Menu").c_str(), size)) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  if (button(tr("New Machi Koro game").c_str(), size)) frame.go_to = MachiKoroScreen::NewGame;
  ImGui::End();
}

}  // namespace app
