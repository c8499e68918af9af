#include "screens/machikoro/play/turn_log.hpp"

#include <cmath>
#include <string>
#include <vector>

#include "i18n/translate.hpp"
#include "machikoro/session/log_lines.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::tr;
using machikoro::Game;
using machikoro::session::LogLine;

void draw_log(UiFrame& frame, const Game& game, const machikoro::session::TurnHistory& history,
              std::size_t shown_events, bool tumbling,
              const machikoro::session::TableLayout& layout, bool covered, LogState& state) {
  const float s = frame.ui_scale;
  const machikoro::session::Rect& r = layout.log;
  panel_rect(ImGui::GetWindowDrawList(), {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  const float pad = layout.pad;
  ImGui::SetCursorScreenPos({r.x + pad, r.y + pad});
  ImGui::PushFont(frame.fonts.small);
  ImGui::BeginChild("##log", {r.w - 2 * pad, r.h - 2 * pad}, false,
                    ImGuiWindowFlags_NoBackground | (covered ? ImGuiWindowFlags_NoMouseInputs : 0));
  allow_scrolling();
  const std::vector<LogLine> lines = machikoro::session::log_lines(history, shown_events, tumbling);
  // While it follows, the log was put at its bottom every frame: away from it, the player
  // scrolled. Each frame asks again, so a frame that was never drawn loses nothing.
  const bool at_bottom = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1.0f;
  if (state.drawn) state.following = at_bottom;
  state.drawn = true;
  const float room = ImGui::GetContentRegionAvail().x;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(lines.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const LogLine& line = lines[static_cast<std::size_t>(i)];
      const bool heading = line.heading();
      const std::string text = machikoro::session::log_line_words(game, history, line);
      const float indent = heading ? 0.0f : std::round(12.0f * s);
      if (indent > 0) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
      ImGui::PushStyleColor(ImGuiCol_Text, heading ? palette::kInk : palette::kInkSoft);
      ImGui::TextUnformatted(fitted(text, room - indent, WholeText::InTooltip).c_str());
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered() && ImGui::CalcTextSize(text.c_str()).x > room - indent)
        ImGui::SetTooltip("%s", text.c_str());
    }
  }
  if (state.following) {
    ImGui::SetScrollHereY(1.0f);
  } else {
    const float bottom = ImGui::GetCursorPosY();
    // TRANSLATORS: Machi Koro: on the log scrolled back, brings its newest line into sight.
    const std::string newest = tr("Newest \xE2\x86\x93");
    const ImVec2 size{ImGui::CalcTextSize(newest.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x,
                      ImGui::GetFrameHeight()};
    ImGui::SetCursorPos({ImGui::GetWindowContentRegionMax().x - size.x,
                         ImGui::GetScrollY() + ImGui::GetWindowHeight() - size.y});
    if (button((newest + "###newest").c_str(), size)) ImGui::SetScrollY(bottom);
  }
  ImGui::EndChild();
  ImGui::PopFont();
}

}  // namespace app::mk
