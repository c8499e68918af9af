#include "screens/mycity/continue_screen.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/damaged_save.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

void ContinueScreen::on_enter() {
  tried_ = false;
  broken_ = false;
  error_.clear();
  aside_ = {};
}

void ContinueScreen::try_to_resume(UiFrame& frame) {
  tried_ = true;
  const bool had_save = hub_.autosave_enabled() && hub_.can_continue();
  error_ = hub_.resume().error();
  if (error_.empty()) {
    frame.go_to = MyCityScreen::Play;
    return;
  }
  broken_ = had_save && hub_.ready();
  if (broken_) aside_ = hub_.set_aside_save();
}

void ContinueScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  if (!tried_) try_to_resume(frame);
  if (frame.go_to) return;
  const float s = frame.ui_scale;
  begin_centered_panel("##continue", 560.0f * s, 0.9f);
  if (broken_) {
    const DamagedSave save{.error = error_,
                           .moved = aside_.moved,
                           .stuck = aside_.stuck,
                           .backup = aside_.backup.has_value()};
    if (draw_damaged_save(frame, save, tr("New Eternity game"), MyCityScreen::NewGame)) {
      error_ = hub_.resume_backup(aside_).error();
      if (error_.empty()) frame.go_to = MyCityScreen::Play;
      aside_.backup.reset();  // tried: its message is the detail now
    }
    ImGui::End();
    return;
  }
  heading(frame, tr("Nothing to continue").c_str());
  wrapped_text(error_, palette::kInk);
  ImGui::Spacing();
  const ImVec2 size = half_row_button(44.0f * s);
  if (button(tr("Menu").c_str(), size)) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  if (button(tr("New Eternity game").c_str(), size)) frame.go_to = MyCityScreen::NewGame;
  ImGui::End();
}

}  // namespace app
