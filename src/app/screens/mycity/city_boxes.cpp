#include "screens/mycity/city_boxes.hpp"

#include <algorithm>
#include <cmath>

#include "screens/mycity/paint/city_view.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

namespace {

void draw_box(UiFrame& frame, const CityBox& box, int index, ImVec2 at, ImVec2 size) {
  const float s = frame.ui_scale;
  ImGui::SetCursorScreenPos(at);
  ImGui::BeginChild(("##city" + std::to_string(index)).c_str(), size, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
  draw_window_background(palette::kPanel, 8.0f * s, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextUnformatted(fitted(box.title, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopFont();
  ImGui::TextUnformatted(fitted(box.line, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopStyleColor();

  const mycity::BoardLayout& layout = box.city->layout();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float cell = snap_cell_size(
      std::max(2.0f, std::min(avail.x / static_cast<float>(layout.width),
                              (avail.y - 2.0f * s) / static_cast<float>(layout.height))),
      frame.pixel_density);
  BoardDrawStyle style;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  style.origin = {origin.x + std::floor((avail.x - cell * static_cast<float>(layout.width)) * 0.5f),
                  origin.y};
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  ImDrawList* list = ImGui::GetWindowDrawList();
  draw_city_picture(list, frame.pictures, frame.art, *box.city, style);
  if (box.marked) mark_cells(list, *box.marked, style, palette::kHighlight);
  ImGui::EndChild();
}

}  // namespace

void draw_city_boxes(UiFrame& frame, const std::vector<CityBox>& boxes, float top, float bottom) {
  if (boxes.empty()) return;
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  const float m = 14.0f * s;
  const int n = static_cast<int>(boxes.size());
  const mycity::BoardLayout& board = boxes.front().city->layout();
  const float aspect = static_cast<float>(board.height) / static_cast<float>(board.width);
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const float header = 2.0f * ImGui::GetTextLineHeightWithSpacing() + 2.0f * s;
  const auto column_width = [&](int cols) {
    return (io.DisplaySize.x - m * static_cast<float>(cols + 1)) / static_cast<float>(cols);
  };
  // The board width `cols` columns of cities leave.
  const auto board_width = [&](int cols) {
    const int rows = (n + cols - 1) / cols;
    const float h = (bottom - top - m * static_cast<float>(rows - 1)) / static_cast<float>(rows);
    return std::min(column_width(cols) - 2 * pad.x, (h - header - 2 * pad.y) / aspect);
  };
  const int cols = n > 2 && board_width(2) >= board_width(n) ? 2 : n;
  const int rows = (n + cols - 1) / cols;
  const float board_w = board_width(cols);
  const float w = std::min(column_width(cols), board_w + 2 * pad.x);
  const float h = header + board_w * aspect + 2 * pad.y;
  const float x0 = std::floor(
      (io.DisplaySize.x - static_cast<float>(cols) * w - m * static_cast<float>(cols - 1)) * 0.5f);
  const float y0 =
      top +
      std::floor((bottom - top - static_cast<float>(rows) * h - m * static_cast<float>(rows - 1)) *
                 0.5f);
  for (int i = 0; i < n; ++i) {
    const ImVec2 at{x0 + static_cast<float>(i % cols) * (w + m),
                    y0 + static_cast<float>(i / cols) * (h + m)};
    draw_box(frame, boxes[static_cast<std::size_t>(i)], i, at, {w, h});
  }
}

}  // namespace app
