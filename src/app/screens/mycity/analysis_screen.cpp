#include "screens/mycity/analysis_screen.hpp"

#include <algorithm>
#include <cstdio>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "screens/mycity/city_boxes.hpp"
#include "screens/mycity/look_back_origin.hpp"
#include "screens/mycity/look_back_text.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/default_names.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;

namespace {

constexpr float kPanelHeight = 0.96f;  // of the display at most

std::string one_decimal(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", points);
  return text;
}

// The city of `seat` after `action`, the building it placed outlined.
CityBox after(const std::string& title, const std::string& line, const mycity::Game& game, int seat,
              const mycity::Action& action) {
  const mycity::City& city = game.player(seat).city;
  CityBox box{title, line, &city, {}};
  if (action.kind == mycity::ActionKind::Build) box.marked = city.buildings().back().cells;
  return box;
}

}  // namespace

bool AnalysisScreen::on_key(const KeyPress& key) {
  if (!shown_ || key.key != KeyPress::Key::Escape) return false;
  shown_.reset();  // Esc goes back to the list of moves first
  return true;
}

void AnalysisScreen::draw_player(UiFrame& frame, int seat, const mycity::PlayerAnalysis& player) {
  const mycity::session::LookBack& look = look_;
  const mycity::Catalogue& catalogue = look.game()->start.catalogue();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextUnformatted(
      fitted(table::shown_name(player.name), ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopFont();
  ImGui::PopStyleColor();
  wrapped_text(format(tr("Scored {1}  \xC2\xB7  best found with hindsight {2}"),
                      mycity::session::score_number(player.score),
                      mycity::session::score_number(player.hindsight)),
               palette::kInk);
  if (look.computer(seat))
    wrapped_text(tr("Played by the computer: its moves are not judged."), palette::kInkSoft);
  else if (player.costly.empty())
    wrapped_text(tr("No costly move found."), palette::kInkSoft);
  for (std::size_t i = 0; i < player.costly.size(); ++i) {
    const mycity::CostlyAction& c = player.costly[i];
    const std::string card = tr(catalogue.piece(c.piece).name);
    wrapped_text(format(tr("Round {1}, {2}: {3}. The hard player would {4}: {5} points more."),
                        c.round, card, action_done_text(c.done),
                        action_suggested_text(c.suggested, c.done), one_decimal(c.loss)),
                 palette::kInk);
    // A pass against a drop out leaves the city as it was: nothing to show.
    ImGui::PushID(seat * 100 + static_cast<int>(i));
    const bool builds =
        c.done.kind == mycity::ActionKind::Build || c.suggested.kind == mycity::ActionKind::Build;
    if (builds && button((tr("Show both on the board") + "##both").c_str()))
      if (std::optional<mycity::session::TwoWays> ways = look.two_ways(seat, c))
        shown_ = Shown{seat, c, std::move(*ways)};
    ImGui::PopID();
  }
  ImGui::Spacing();
  ImGui::Separator();
}

void AnalysisScreen::draw_both_ways(UiFrame& frame, const Shown& shown) {
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  const float m = 14.0f * s;
  const float button_h = 44.0f * s;
  const mycity::session::LookBack& look = look_;
  const mycity::CostlyAction& c = shown.costly;
  begin_full_window("##both-ways");
  ImGui::SetCursorScreenPos({m, m});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kOnTable);
  ImGui::PushFont(frame.fonts.heading);
  const std::string title = format(tr("{1}, round {2}: {3}"),
                                   table::shown_name(look.game()->start.player(shown.seat).name),
                                   c.round, tr(look.game()->start.catalogue().piece(c.piece).name));
  ImGui::TextUnformatted(fitted(title, io.DisplaySize.x - 2 * m).c_str());
  ImGui::PopFont();
  const std::string estimate =
      format(tr("The hard player expected {1} points more from its choice."), one_decimal(c.loss));
  ImGui::SetCursorScreenPos({m, ImGui::GetCursorScreenPos().y});
  ImGui::TextUnformatted(fitted(estimate, io.DisplaySize.x - 2 * m).c_str());
  ImGui::PopStyleColor();
  const float bottom = io.DisplaySize.y - button_h - 2 * m;
  draw_city_boxes(
      frame,
      {after(tr("As played"), action_done_text(c.done), shown.ways.played, shown.seat, c.done),
       after(tr("The hard player's choice"), action_suggested_text(c.suggested, c.done),
             shown.ways.suggested, shown.seat, c.suggested)},
      ImGui::GetCursorScreenPos().y + m * 0.5f, bottom);
  const float bw = std::min(320.0f * s, io.DisplaySize.x - 2 * m);
  ImGui::SetCursorScreenPos({(io.DisplaySize.x - bw) * 0.5f, bottom + m});
  if (button((tr("Back to the analysis") + "##back-to-analysis").c_str(), {bw, button_h}))
    shown_.reset();
  ImGui::End();
}

void AnalysisScreen::draw(UiFrame& frame) {
  if (shown_ && look_.game() != nullptr) {
    draw_menu_background(frame, 0.55f);
    return draw_both_ways(frame, *shown_);
  }
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##analysis", 760.0f * s, kPanelHeight);
  heading(frame, tr("Analysis of the game").c_str());
  mycity::session::LookBack& look = look_;
  const std::vector<mycity::PlayerAnalysis>* analysis = look.analysis();
  waiting_ = look.game() != nullptr && analysis == nullptr;
  const float button_h = 44.0f * s;
  // As tall as the panel allows: four players' costly moves fill it.
  begin_panel_body("##analysis-body", ImGui::GetIO().DisplaySize.y,
                   button_h + 3 * ImGui::GetStyle().ItemSpacing.y, kPanelHeight);
  wrapped_text(tr("Best found with hindsight: the best score found for the same order of cards, "
                  "knowing the whole deck. Costly moves: where the hard computer player, "
                  "knowing only what was known then, expected more."),
               palette::kInkSoft);
  ImGui::Separator();
  if (waiting_) wrapped_text(tr("Analysing\xE2\x80\xA6"), palette::kInkSoft);
  if (analysis != nullptr) {
    warning_text(look.error());
    for (std::size_t seat = 0; seat < analysis->size(); ++seat)
      draw_player(frame, static_cast<int>(seat), (*analysis)[seat]);
  }
  ImGui::EndChild();
  ImGui::Separator();
  const ImVec2 size = half_row_button(button_h);
  if (button((tr("Back") + "##back").c_str(), size))
    frame.go_to = screen_before(look.opened_from());
  ImGui::SameLine();
  ImGui::BeginDisabled(look.game() == nullptr);
  if (button((tr("Replay") + "##replay").c_str(), size)) frame.go_to = MyCityScreen::Replay;
  ImGui::EndDisabled();
  ImGui::End();
}

}  // namespace app
