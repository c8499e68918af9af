#include "screens/mycity/continue_screen.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;

void ContinueScreen::on_enter() {
  tried_ = false;
  broken_ = false;
  error_.clear();
  moved_to_.clear();
}

void ContinueScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  if (!tried_) {
    tried_ = true;
    const bool had_save = hub_.autosave_enabled() && hub_.can_continue();
    error_ = hub_.resume().error();
    if (error_.empty()) {
      frame.go_to = MyCityScreen::Play;
      return;
    }
    broken_ = had_save && hub_.ready();
    if (broken_) {
      const auto moved = hub_.set_aside_save();
      moved_to_ = moved ? moved->string() : "";
    }
  }
  const float s = frame.ui_scale;
  begin_centered_panel("##continue", 560.0f * s, 0.9f);
  heading(frame,
          (broken_ ? tr("The saved game could not be read") : tr("Nothing to continue")).c_str());
  wrapped_text(error_, palette::kInk);
  if (broken_) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
    if (moved_to_.empty()) {
      ImGui::TextWrapped("%s",
                         tr("The file could not be moved aside; it is left where it is.").c_str());
    } else {
      ImGui::TextWrapped("%s", i18n::format(tr("The file was kept and moved aside to {1}, so a "
                                               "new game cannot overwrite it."),
                                            moved_to_)
                                   .c_str());
    }
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  const ImVec2 size = half_row_button(44.0f * s);
  if (button(tr("Menu").c_str(), size)) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  if (button(tr("New Eternity game").c_str(), size)) frame.go_to = MyCityScreen::NewGame;
  ImGui::End();
}

}  // namespace mycity::app
