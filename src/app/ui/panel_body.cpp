#include "ui/panel_body.hpp"

#include <algorithm>

#include <imgui.h>

#include "ui/layout_audit.hpp"

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

}  // namespace app
