#include "screens/main_menu_screen.hpp"

#include <algorithm>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;
namespace {

constexpr int kMenuButtons = 8;

// Buttons 44 points tall when the window has room, lower (down to 30) so that the whole menu,
// footer included, still fits a short window such as 1024x640.
float button_height(const UiFrame& frame) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float footer = 2 * style.ItemSpacing.y + ImGui::GetFrameHeightWithSpacing() +
                       style.WindowPadding.y + 2 * style.ItemSpacing.y;
  const float room = ImGui::GetIO().DisplaySize.y * 0.96f - ImGui::GetCursorPosY() - footer;
  const float each = room / kMenuButtons - style.ItemSpacing.y;
  return std::clamp(each, 30.0f * frame.ui_scale, 44.0f * frame.ui_scale);
}

}  // namespace

void MainMenuScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.25f);
  const float s = frame.ui_scale;
  begin_centered_panel("##main-menu", 420.0f * s, 0.96f);

  ImGui::PushFont(frame.fonts.title);
  // TRANSLATORS: the game's name as printed on the box in your language (Russian edition:
  // «Мой город»; the Hungarian and French boxes keep "My City").
  centered_text(tr("My City"), palette::kInk);
  ImGui::PopFont();
  centered_text(tr("Build your city, one building at a time"), palette::kInkSoft);
  ImGui::Spacing();
  animal_row(frame, 52.0f * s);
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::Spacing();

  const float h = button_height(frame);
  if (wide_button(tr("New Eternity game").c_str(), h)) frame.go_to = ScreenId::NewGame;
  ImGui::BeginDisabled(!hub_.can_continue());
  if (wide_button(tr("Continue").c_str(), h)) frame.go_to = ScreenId::Continue;
  ImGui::EndDisabled();
  ImGui::BeginDisabled(hub_.finished_games() == nullptr);
  if (wide_button((tr("Finished games") + "##finished").c_str(), h))
    frame.go_to = ScreenId::FinishedGames;
  ImGui::EndDisabled();
  if (wide_button(tr("Legacy campaign: new").c_str(), h)) frame.go_to = ScreenId::CampaignNew;
  if (wide_button(tr("Legacy campaign: continue").c_str(), h)) frame.go_to = ScreenId::CampaignList;
  if (wide_button(tr("Settings").c_str(), h)) frame.go_to = ScreenId::Settings;
  if (wide_button(tr("Rules").c_str(), h)) frame.go_to = ScreenId::Rules;
  if (wide_button(tr("Quit").c_str(), h)) frame.quit = true;

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
