#include "ui/panel_body.hpp"

#include <algorithm>

#include <imgui.h>

#include "ui/layout_audit.hpp"
#include "ui/screen.hpp"
#include "ui/widgets.hpp"

namespace app {

void begin_panel_body(const char* id, float wanted, float footer_height,
                      float max_height_fraction) {
  const float room = ImGui::GetIO().DisplaySize.y * max_height_fraction - ImGui::GetCursorPosY() -
                     footer_height - ImGui::GetStyle().WindowPadding.y;
  const float height = std::max(ImGui::GetFrameHeight() * 2, std::min(wanted, room));
  ImGui::BeginChild(id, {0, height}, false,
                    wanted > height ? ImGuiWindowFlags_AlwaysVerticalScrollbar : 0);
  allow_scrolling();
}

void begin_tall_panel(UiFrame& frame, const char* id, const std::string& title, const char* body_id,
                      float button_height) {
  constexpr float kHeight = 0.96f;  // of the display at most
  begin_centered_panel(id, 760.0f * frame.ui_scale, kHeight);
  heading(frame, title.c_str());
  begin_panel_body(body_id, ImGui::GetIO().DisplaySize.y,
                   button_height + 3 * ImGui::GetStyle().ItemSpacing.y, kHeight);
}

}  // namespace app
