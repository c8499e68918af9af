#include "ui/key_bar.hpp"

#include <algorithm>

#include "paint/rounded_fill.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"

namespace app {

void draw_key_bar(ImVec2 min, ImVec2 max, int lines, const std::vector<std::string>& hints) {
  const float w = max.x - min.x;
  const float pad = (max.y - min.y) / static_cast<float>(2 * std::max(1, lines));
  std::vector<std::string> rows{""};
  for (const std::string& hint : hints) {
    const std::string longer = rows.back().empty() ? hint : rows.back() + "   " + hint;
    if (!rows.back().empty() && ImGui::CalcTextSize(longer.c_str()).x > w - 2 * pad)
      rows.push_back(hint);
    else
      rows.back() = longer;
  }
  float widest = 0;
  for (const std::string& row : rows) widest = std::max(widest, ImGui::CalcTextSize(row.c_str()).x);
  if (static_cast<int>(rows.size()) > lines || widest > w - 2 * pad)
    audit_cut_text(rows.back(), w);  // the bar has no room for them
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float line_h = ImGui::GetTextLineHeight();
  const float x = min.x + std::max(0.0f, (w - widest) * 0.5f);
  fill_rounded_rect(list, {x - pad, min.y}, {x + widest + pad, max.y}, palette::kHintsBand, pad);
  float y = min.y + (max.y - min.y - line_h * static_cast<float>(rows.size())) * 0.5f;
  list->PushClipRect(min, max, true);
  for (const std::string& row : rows) {
    const float row_w = ImGui::CalcTextSize(row.c_str()).x;
    list->AddText({min.x + (w - row_w) * 0.5f, y}, palette::kHintsText, row.c_str());
    y += line_h;
  }
  list->PopClipRect();
}

}  // namespace app
