#include "ui/kept_list_footer.hpp"

#include <imgui.h>

#include "i18n/translate.hpp"
#include "ui/widgets.hpp"

namespace app {

namespace {

constexpr float kBackHeight = 44.0f;  // points, before the UI scale
constexpr int kErrorLines = 3;        // an error wraps to about this many lines

}  // namespace

float kept_list_footer_height(float ui_scale, const std::string& error,
                              const TrashQuestion& trash) {
  const int notes = (error.empty() ? 0 : kErrorLines) + trash.outcome_lines();
  return ImGui::GetStyle().ItemSpacing.y * 3 + kBackHeight * ui_scale +
         static_cast<float>(notes) * ImGui::GetTextLineHeightWithSpacing();
}

void draw_kept_list_footer(UiFrame& frame, const std::string& error, const TrashQuestion& trash) {
  ImGui::EndChild();
  warning_text(error);
  trash.draw_outcome();
  ImGui::Separator();
  if (button((i18n::tr("Back") + "###back").c_str(),
             {ImGui::GetContentRegionAvail().x, kBackHeight * frame.ui_scale}))
    frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace app
