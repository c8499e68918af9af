#include "screens/main_menu_screen.hpp"

#include <algorithm>

#include "i18n/translate.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
namespace {

constexpr int kAppRows = 2;  // Settings and Statistics, Quit

// "2–5 players  ·  Roll the dice, …": how many play, then what the game is.
std::string tagline_text(const MenuGroup& group) {
  const long players = group.max_players;
  // TRANSLATORS: the front menu, beside a game's name: how many may play ("2–5 players").
  return i18n::format(i18n::trn("{1}\xE2\x80\x93{2} player", "{1}\xE2\x80\x93{2} players", players),
                      group.min_players, group.max_players) +
         "  \xC2\xB7  " + tr(group.tagline);
}

// The height of a game's heading: its name, the line under it (wrapped to the panel), the
// space and the rule after its rows.
float heading_height(UiFrame& frame, const MenuGroup& group) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushFont(frame.fonts.heading);
  const float name = ImGui::GetTextLineHeightWithSpacing();
  ImGui::PopFont();
  const float tagline = ImGui::CalcTextSize(tr(group.tagline).c_str(), nullptr, false,
                                            ImGui::GetContentRegionAvail().x)
                            .y;
  return name + tagline + 4 * style.ItemSpacing.y;
}

// Buttons 44 points tall when the window has room, lower (down to 30) so that the whole menu,
// footer included, still fits a short window such as 1024x640.
float button_height(UiFrame& frame, const GameModules& games) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float footer = 2 * style.ItemSpacing.y + ImGui::GetFrameHeightWithSpacing() +
                       style.WindowPadding.y + 2 * style.ItemSpacing.y;
  float room = ImGui::GetIO().DisplaySize.y * 0.96f - ImGui::GetCursorPosY() - footer;
  int rows = kAppRows;
  for (const auto& game : games) {
    room -= heading_height(frame, game->menu_group());
    rows += game->menu_rows();
  }
  const float each = room / static_cast<float>(rows) - style.ItemSpacing.y;
  return std::clamp(each, 30.0f * frame.ui_scale, 44.0f * frame.ui_scale);
}

// A game's name, its rules at the right, then how many play and what it is.
void group_heading(UiFrame& frame, const GameInfo& info, const MenuGroup& group) {
  const std::string rules = tr(group.rules_label);
  ImGui::PushFont(frame.fonts.small);
  const float rules_w = ImGui::CalcTextSize(rules.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  const float rules_h = ImGui::GetFrameHeight();
  ImGui::PopFont();
  const float top = ImGui::GetCursorPosY();
  ImGui::PushFont(frame.fonts.heading);
  const float name_h = ImGui::GetTextLineHeight();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(fitted(tr(info.name), ImGui::GetContentRegionAvail().x - rules_w -
                                                   ImGui::GetStyle().ItemSpacing.x)
                             .c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  const float after = ImGui::GetCursorPosY();
  ImGui::PushFont(frame.fonts.small);
  ImGui::SetCursorPos(
      {ImGui::GetWindowContentRegionMax().x - rules_w, top + (name_h - rules_h) * 0.5f});
  if (button((rules + "##" + group.rules_id).c_str(), {rules_w, 0})) frame.go_to = group.rules;
  ImGui::PopFont();
  ImGui::SetCursorPosY(after);
  wrapped_text(tagline_text(group), palette::kInkSoft);
  ImGui::Spacing();
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
  ImGui::Separator();
  const float h = button_height(frame, games_);
  // Each game is a guest of the menu like the others: its name, then its buttons.
  for (const auto& game : games_) {
    group_heading(frame, game->info(), game->menu_group());
    game->draw_menu(frame, h);
    ImGui::Spacing();
    ImGui::Separator();
  }
  const ImVec2 half = half_row_button(h);
  if (button(tr("Settings").c_str(), half)) frame.go_to = ScreenId::Settings;
  ImGui::SameLine();
  if (button((tr("Statistics") + "##statistics").c_str(), half)) frame.go_to = ScreenId::Statistics;
  if (wide_button(tr("Quit").c_str(), h)) frame.quit = true;

  ImGui::Spacing();
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(i18n::format(tr("Version {1}"), MYCITY_VERSION).c_str());
  ImGui::PopStyleColor();
  ImGui::End();
}

}  // namespace app
