#include "screens/analysis_screen.hpp"

#include <cstdio>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "screens/look_back_origin.hpp"
#include "screens/look_back_text.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::format;
using i18n::tr;

namespace {

constexpr float kPanelHeight = 0.96f;  // of the display at most

std::string one_decimal(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", points);
  return text;
}

void draw_player(UiFrame& frame, const Catalogue& catalogue, const PlayerAnalysis& player) {
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextUnformatted(fitted(player.name, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopFont();
  ImGui::TextWrapped(
      "%s", format(tr("Scored {1}  \xC2\xB7  best found with hindsight {2}"),
                   session::score_number(player.score), session::score_number(player.hindsight))
                .c_str());
  if (player.costly.empty()) wrapped_text(tr("No costly move found."), palette::kInkSoft);
  for (const CostlyAction& c : player.costly) {
    const std::string card = tr(catalogue.piece(c.piece).name);
    ImGui::TextWrapped(
        "%s", format(tr("Round {1}, {2}: {3}. The hard player would {4}: {5} points more."),
                     c.round, card, action_done_text(c.done),
                     action_suggested_text(c.suggested, c.done), one_decimal(c.loss))
                  .c_str());
  }
  ImGui::Spacing();
  ImGui::Separator();
}

}  // namespace

void AnalysisScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##analysis", 760.0f * s, kPanelHeight);
  heading(frame, tr("Analysis of the game").c_str());
  session::LookBack& look = hub_.look_back();
  const std::vector<PlayerAnalysis>* analysis = look.analysis();
  waiting_ = look.game() != nullptr && analysis == nullptr;
  const float button_h = 44.0f * s;
  // As tall as the panel allows: four players' costly moves fill it.
  begin_panel_body("##analysis-body", ImGui::GetIO().DisplaySize.y,
                   button_h + 3 * ImGui::GetStyle().ItemSpacing.y, kPanelHeight);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  wrapped_text(tr("Best found with hindsight: the best score found for the same order of cards, "
                  "knowing the whole deck. Costly moves: where the hard computer player, "
                  "knowing only what was known then, expected more."),
               palette::kInkSoft);
  ImGui::Separator();
  if (waiting_) wrapped_text(tr("Analysing\xE2\x80\xA6"), palette::kInkSoft);
  if (analysis != nullptr) {
    warning_text(look.error());
    for (const PlayerAnalysis& player : *analysis)
      draw_player(frame, look.game()->start.catalogue(), player);
  }
  ImGui::PopStyleColor();
  ImGui::EndChild();
  ImGui::Separator();
  const ImVec2 size = half_row_button(button_h);
  if (button((tr("Back") + "##back").c_str(), size))
    frame.go_to = screen_before(look.opened_from());
  ImGui::SameLine();
  ImGui::BeginDisabled(look.game() == nullptr);
  if (button((tr("Replay") + "##replay").c_str(), size)) frame.go_to = ScreenId::Replay;
  ImGui::EndDisabled();
  ImGui::End();
}

}  // namespace mycity::app
