#include "games/mycity/settings_section.hpp"

#include <algorithm>
#include <cmath>

#include "i18n/translate.hpp"
#include "screens/mycity/mycity_info.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

using i18n::tr;

// The six building tiles as they will look with the current pattern setting.
void building_preview(UiFrame& frame, bool patterns) {
  const float cell = snap_cell_size(44.0f * frame.ui_scale, frame.pixel_density);
  const float gap = 10.0f * frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImVec2 pos = ImGui::GetCursorScreenPos();
  const float label_h = ImGui::GetTextLineHeight();
  for (mycity::Colour c : kAllColours) {
    const std::string label = tr(colour_label(c));
    const float tw = ImGui::CalcTextSize(label.data(), label.data() + label.size()).x;
    const float slot = std::max(cell, tw);
    const ImVec2 tile{std::floor(pos.x + (slot - cell) * 0.5f), pos.y};
    draw_building_cell(list, frame.art, c, tile, cell, frame.pixel_density, patterns);
    list->AddRect(tile, {tile.x + cell, tile.y + cell}, palette::kPanelBorder, 0, 0, 1.5f);
    list->AddText({pos.x + (slot - tw) * 0.5f, pos.y + cell + 4}, palette::kInkSoft, label.data(),
                  label.data() + label.size());
    pos.x += slot + gap;
  }
  ImGui::Dummy({ImGui::GetContentRegionAvail().x, cell + label_h + 8});
}

// A checkbox for one of My City's switches.
void switch_box(const std::string& label, Settings& next, const GameSwitch& which) {
  bool on = switch_on(next, mycity_info(), which);
  if (ImGui::Checkbox(label.c_str(), &on)) set_switch(next, mycity_info(), which, on);
}

}  // namespace

void draw_settings_section(UiFrame& frame, Settings& next) {
  ImGui::Checkbox(tr("Colour-blind patterns on buildings").c_str(), &next.colour_blind_patterns);
  wrapped_text(tr("Every building colour also has its own roof icon; the patterns add a second "
                  "cue that is easy to tell apart at a glance."),
               palette::kInkSoft);
  ImGui::Spacing();
  building_preview(frame, next.colour_blind_patterns);
  ImGui::Spacing();
  switch_box(tr("Show each round's reveal"), next, kShowRoundReveal);
  wrapped_text(tr("Players build in secret, one after another. After the last one, a screen "
                  "shows what everybody did; turn it off to go straight on to the next player."),
               palette::kInkSoft);
  switch_box(tr("Show the legal places (L while playing)"), next, kShowLegalPlaces);
}

}  // namespace app
