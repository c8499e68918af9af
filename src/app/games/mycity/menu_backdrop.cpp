#include "games/mycity/menu_backdrop.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "paint/picture_cache.hpp"
#include "paint/svg_cache.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "ui/theme.hpp"

namespace app {

void MenuBackdrop::draw(UiFrame& frame, float dim) const {
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  const mycity::BoardLayout& layout = scene_.layout;
  const ImVec2 size = io.DisplaySize;
  if (layout.width <= 0 || layout.height <= 0) return;
  // Cover the window with the board, cropping what does not fit.
  const float cover = std::max(size.x / static_cast<float>(layout.width),
                               size.y / static_cast<float>(layout.height));
  const float cell = snap_cell_size(cover, frame.pixel_density);
  const float board_w = cell * static_cast<float>(layout.width);
  const float board_h = cell * static_cast<float>(layout.height);
  const ImVec2 offset{std::floor((size.x - board_w) * 0.5f), std::floor((size.y - board_h) * 0.5f)};
  const auto art = [&](ImDrawList* into, ImVec2 origin) {
    BoardDrawStyle style;
    style.origin = {origin.x + offset.x, origin.y + offset.y};
    style.cell = cell;
    style.pixel_density = frame.pixel_density;
    style.patterns = frame.settings.get().colour_blind_patterns;
    draw_board(into, frame.art, layout, scene_.buildings, style);
    const int alpha = std::clamp(static_cast<int>(dim * 255.0f), 0, 255);
    if (alpha > 0)
      into->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y},
                          palette::with_alpha(palette::kMenuDim, alpha));
  };
  frame.pictures.draw(list, {0, 0}, size, frame.pixel_density, frame.art.generation(), art);
}

}  // namespace app
