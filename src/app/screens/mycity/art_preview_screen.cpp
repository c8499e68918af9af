#include "screens/mycity/art_preview_screen.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <vector>

#include "paint/svg_cache.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

struct Item {
  std::string_view art;
  std::string_view label;
  bool on_meadow;            // overlay art is shown on a meadow cell
  float width_fraction = 1;  // edge paths are narrow bands
};

void art_grid(UiFrame& frame, const std::vector<Item>& items, float cell) {
  const float gap = 12.0f * frame.ui_scale;
  const float label_h = ImGui::GetTextLineHeight();
  float widest = cell;
  for (const Item& item : items)
    widest = std::max(
        widest, ImGui::CalcTextSize(item.label.data(), item.label.data() + item.label.size()).x);
  const float slot = widest + gap;
  const float avail = ImGui::GetContentRegionAvail().x;
  const int per_row = std::max(1, static_cast<int>((avail + gap) / slot));
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 start = ImGui::GetCursorScreenPos();
  int i = 0;
  for (const Item& item : items) {
    const float slot_x = start.x + static_cast<float>(i % per_row) * slot;
    const ImVec2 lo{std::floor(slot_x + (widest - cell) * 0.5f),
                    start.y + static_cast<float>(i / per_row) * (cell + label_h + gap)};
    const ImVec2 hi{lo.x + cell, lo.y + cell};
    if (item.on_meadow) draw_art(list, frame.art, "meadow", lo, hi, frame.pixel_density);
    const float inset = cell * (1.0f - item.width_fraction) * 0.5f;
    draw_art(list, frame.art, item.art, {lo.x + inset, lo.y}, {hi.x - inset, hi.y},
             frame.pixel_density);
    list->AddRect(lo, hi, palette::with_alpha(palette::kPanelBorder, 120));
    const float tw =
        ImGui::CalcTextSize(item.label.data(), item.label.data() + item.label.size()).x;
    list->AddText({slot_x + (widest - tw) * 0.5f, hi.y + 2}, palette::kInkSoft, item.label.data(),
                  item.label.data() + item.label.size());
    ++i;
  }
  const int rows = (i + per_row - 1) / per_row;
  ImGui::Dummy({avail, static_cast<float>(rows) * (cell + label_h + gap)});
}

}  // namespace

void ArtPreviewScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.55f);
  const float s = frame.ui_scale;
  const ImGuiIO& io = ImGui::GetIO();
  begin_centered_panel("##art", 980.0f * s, 0.96f);
  heading(frame, "Art preview");
  ImGui::SetNextItemWidth(260.0f * s);
  ImGui::SliderFloat("Cell size (points)", &cell_, 24.0f, 160.0f, "%.0f");
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::Text("  %d rasterisations, %d textures", frame.art.rasterisations(),
              frame.art.live_textures());
  ImGui::PopStyleColor();
  ImGui::Separator();

  const float button_h = 40.0f * s;
  const float reserve = button_h + ImGui::GetStyle().WindowPadding.y * 2 +
                        ImGui::GetFrameHeightWithSpacing() * 3 + 12.0f * s;
  ImGui::BeginChild("##art-grid", {0, std::max(160.0f * s, io.DisplaySize.y * 0.96f - reserve)},
                    false);
  const float cell = snap_cell_size(cell_ * s, frame.pixel_density);
  const bool patterns = frame.settings.get().colour_blind_patterns;

  heading(frame, "Terrain and features");
  art_grid(frame,
           {{"meadow", "Meadow", false},
            {"mountain", "Mountain", false},
            {"forest", "Forest", false},
            {"river", "River", true, 0.26f},
            {"railway", "Railway", true, 0.26f},
            {"trees_double", "Two trees", true},
            {"rocks_double", "Two rocks", true},
            {"tree_single", "Tree", true},
            {"rock_single", "Rock", true},
            {"well", "Well", true},
            {"gold", "Gold", true},
            {"sticker_spot", "Sticker spot", true}},
           cell);

  heading(frame, patterns ? "Buildings (with patterns)" : "Buildings");
  std::vector<Item> buildings;
  for (mycity::Colour c : kAllColours)
    buildings.push_back({building_art(c), colour_label(c), false});
  art_grid(frame, buildings, cell);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted("Colour-blind pattern overlays (drawn on top of the tiles):");
  ImGui::PopStyleColor();
  {
    // Tile + overlay, as on the board with the setting on.
    const float gap = 12.0f * s;
    ImDrawList* list = ImGui::GetWindowDrawList();
    ImVec2 pos = ImGui::GetCursorScreenPos();
    for (mycity::Colour c : kAllColours) {
      draw_building_cell(list, frame.art, c, pos, cell, frame.pixel_density, true);
      pos.x += cell + gap;
    }
    ImGui::Dummy({ImGui::GetContentRegionAvail().x, cell + gap});
  }

  heading(frame, "Players");
  std::vector<Item> animals;
  for (const mycity::session::Animal& a : animals_.all()) animals.push_back({a.art, a.name, false});
  art_grid(frame, animals, cell);

  heading(frame, "Lettering");
  ImGui::TextUnformatted(
      "\xC3\x81rv\xC3\xADzt\xC5\xB1r\xC5\x91 t\xC3\xBCk\xC3\xB6rf\xC3\xBAr\xC3\xB3g\xC3\xA9p  "
      "\xC2\xB7  \xD0\x9C\xD0\xBE\xD0\xB9 \xD0\xB3\xD0\xBE\xD1\x80\xD0\xBE\xD0\xB4  "
      "\xC2\xB7  Mi ciudad  \xC2\xB7  Ma ville \xC3\xA0 b\xC3\xA2tir");
  ImGui::EndChild();

  if (wide_button("Back", button_h)) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace app
