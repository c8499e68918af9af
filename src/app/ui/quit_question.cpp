#include "ui/quit_question.hpp"

#include "i18n/translate.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

QuitAnswer draw_quit_question(UiFrame& frame, const std::string& problem) {
  const float s = frame.ui_scale;
  if (!begin_centered_modal("##quit-unsaved", 520.0f * s)) return QuitAnswer::None;
  ImGui::PushFont(frame.fonts.heading);
  centered_text(tr("Your last moves could not be saved"), palette::kWarn);
  ImGui::PopFont();
  wrapped_text(problem, palette::kInk);
  wrapped_text(tr("If you quit now, they are lost. If you stay, the game goes on and tries to "
                  "save again after the next move."),
               palette::kInkSoft);
  ImGui::Spacing();
  const ImVec2 size = half_row_button(40.0f * s);
  QuitAnswer answer = QuitAnswer::None;
  if (button((tr("Quit anyway") + "###quit").c_str(), size)) answer = QuitAnswer::QuitAnyway;
  ImGui::SameLine();
  if (button((tr("Stay") + "###stay").c_str(), size)) answer = QuitAnswer::Stay;
  if (answer != QuitAnswer::None) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return answer;
}

}  // namespace app
