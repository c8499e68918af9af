#include "screens/main_menu_screen.hpp"

#include <algorithm>

#include "i18n/translate.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;
namespace {

constexpr int kAppRows = 2;  // Settings (and the first game's Rules), Statistics and Quit

// Buttons 44 points tall when the window has room, lower (down to 30) so that the whole menu,
// footer included, still fits a short window such as 1024x640.
float button_height(const UiFrame& frame, int rows) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float footer = 2 * style.ItemSpacing.y + ImGui::GetFrameHeightWithSpacing() +
                       style.WindowPadding.y + 2 * style.ItemSpacing.y;
  const float room = ImGui::GetIO().DisplaySize.y * 0.96f - ImGui::GetCursorPosY() - footer;
  const float each = room / static_cast<float>(rows) - style.ItemSpacing.y;
  return std::clamp(each, 30.0f * frame.ui_scale, 44.0f * frame.ui_scale);
}

// Settings, sharing its row with the front game's Rules: eight rows, with Machi Koro's,
// fit 1024x640, and Quit keeps its place.
void settings_and_rules(UiFrame& frame, std::optional<ScreenId> rules, float height) {
  const ImVec2 size =
      rules ? half_row_button(height) : ImVec2{ImGui::GetContentRegionAvail().x, height};
  if (button(tr("Settings").c_str(), size)) frame.go_to = ScreenId::Settings;
  if (!rules) return;
  ImGui::SameLine();
  if (button(tr("Rules").c_str(), size)) frame.go_to = *rules;
}

}  // namespace

void MainMenuScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.25f);
  begin_centered_panel("##main-menu", 460.0f * frame.ui_scale, 0.96f);
  ImGui::PushFont(frame.fonts.heading);
  // TRANSLATORS: the front menu's title: the app holding every game (My City, Machi Koro),
  // so no one game's name.
  centered_text(tr("Board Games"), palette::kInkSoft);
  ImGui::PopFont();
  int rows = kAppRows;
  for (const auto& game : games_) {
    game->draw_menu_header(frame);
    rows += game->menu_rows();
  }
  const float h = button_height(frame, rows);
  for (const auto& game : games_) game->draw_menu(frame, h);
  settings_and_rules(frame, games_.front()->rules_screen(), h);
  // Statistics shares Quit's row, so that the menu still fits 1024x640.
  const ImVec2 half = half_row_button(h);
  if (button((tr("Statistics") + "##statistics").c_str(), half)) frame.go_to = ScreenId::Statistics;
  ImGui::SameLine();
  if (button(tr("Quit").c_str(), half)) frame.quit = true;

  ImGui::Spacing();
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(i18n::format(tr("Version {1}  \xC2\xB7  2\xE2\x80\x93"
                                         "4 players"),
                                      MYCITY_VERSION)
                             .c_str());
  ImGui::PopStyleColor();
  ImGui::End();
}

}  // namespace mycity::app
