#include "screens/machikoro/turning_points_screen.hpp"

#include <cmath>

#include "i18n/translate.hpp"
#include "machikoro/analysis.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/look_back.hpp"
#include "machikoro/session/story_words.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/machikoro/story_views.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;
namespace mk = machikoro::session;

namespace {

std::string percent(double share) {
  // TRANSLATORS: a chance to win in percent, e.g. "42 %".
  return format(tr("{1} %"), std::lround(share * 100.0));
}

ScreenId screen_before(mk::LookBackFrom from) {
  return from == mk::LookBackFrom::End ? MachiKoroScreen::End : MachiKoroScreen::FinishedGames;
}

void draw_progress(double done) {
  // TRANSLATORS: Machi Koro's turning points while they are worked out: {1} the share done.
  wrapped_text(format(tr("Weighing each decision: {1} done"), percent(done)), palette::kInkSoft);
  ImGui::PushStyleColor(ImGuiCol_FrameBg, palette::kCardFace);
  ImGui::PushStyleColor(ImGuiCol_PlotHistogram, palette::kInk);
  ImGui::ProgressBar(static_cast<float>(done), {ImGui::GetContentRegionAvail().x, 0.0f}, "");
  ImGui::PopStyleColor(2);
}

}  // namespace

void MachiKoroTurningPointsScreen::on_leave() {
  look_.stop_analysis();
}

void MachiKoroTurningPointsScreen::draw_point(UiFrame& frame, const mk::GameStory& story,
                                              const machikoro::TurningPoint& point, int listed) {
  const machikoro::CardSet& cards = hub_.cards();
  // TRANSLATORS: Machi Koro's turning points: {1} the turn, {2} what was decided ("the build").
  wrapped_text(format(tr("Turn {1}: {2}"), point.turn, mk::decision_words(point.decision)),
               palette::kInk);
  const float indent = ImGui::GetFontSize();
  ImGui::Indent(indent);
  wrapped_text(format(tr("Chosen: {1}"), mk::choice_words(cards, story, point.made)),
               palette::kInk);
  wrapped_text(
      format(tr("The hard player's choice: {1}"), mk::choice_words(cards, story, point.suggested)),
      palette::kInk);
  // TRANSLATORS: Machi Koro's turning points: {1} and {2} are chances like "42 %".
  wrapped_text(format(tr("Chance to win: {1} with the hard player's choice, {2} as chosen."),
                      percent(point.before), percent(point.after)),
               palette::kInkSoft);
  ImGui::PushID(listed);
  if (button((format(tr("Show turn {1}"), point.turn) + "###show").c_str())) {
    look_.show_turn(point.turn);
    frame.go_to = MachiKoroScreen::Replay;
  }
  ImGui::PopID();
  ImGui::Unindent(indent);
}

void MachiKoroTurningPointsScreen::draw_seat(UiFrame& frame, const mk::GameStory& story,
                                             const machikoro::GameAnalysis& analysis, int seat,
                                             int& listed) {
  const machikoro::SeatAnalysis& judged = analysis.seats.at(static_cast<std::size_t>(seat));
  ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x);
  seat_name_line(frame, story, seat);
  ImGui::PopItemWidth();
  if (!judged.judged)
    wrapped_text(tr("Played by the computer: its decisions are not judged."), palette::kInkSoft);
  else if (judged.turning_points.empty())
    wrapped_text(analysis.complete
                     ? tr("No turning point: every decision was the hard player's, or as good.")
                     : tr("No turning point among the decisions looked at."),
                 palette::kInkSoft);
  for (const machikoro::TurningPoint& point : judged.turning_points) {
    ImGui::Spacing();
    draw_point(frame, story, point, listed++);
  }
  ImGui::Spacing();
  ImGui::Separator();
}

void MachiKoroTurningPointsScreen::draw_buttons(UiFrame& frame, float height) {
  const ImVec2 size = half_row_button(height);
  if (button((tr("Back") + "###back").c_str(), size)) frame.go_to = screen_before(look_.from());
  ImGui::SameLine();
  if (running_) {
    if (button((tr("Cancel") + "###cancel").c_str(), size)) look_.stop_analysis();
  } else if (button((tr("Replay") + "###replay").c_str(), size)) {
    look_.show_turn(0);
    frame.go_to = MachiKoroScreen::Replay;
  }
}

void MachiKoroTurningPointsScreen::draw(UiFrame& frame) {
  const mk::GameStory* story = look_.story();
  if (story == nullptr || !hub_.ready()) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  look_.analyse(hub_.cards());
  const mk::AnalysisWork& work = look_.analysis();
  const machikoro::GameAnalysis* analysis = work.result();
  running_ = analysis == nullptr;
  draw_menu_background(frame, 0.35f);
  const float button_h = 44.0f * frame.ui_scale;
  // As tall as the panel allows: five players' turning points fill it.
  begin_tall_panel(frame, "##machikoro-turning-points", tr("Turning points"),
                   "##turning-points-body", button_h);
  wrapped_text(tr("The decisions that most changed each person's chance to win. The hard "
                  "computer player plays the game on from each decision many times, with its "
                  "own choice and with the one made, knowing only what was known then."),
               palette::kInkSoft);
  ImGui::Separator();
  if (analysis == nullptr) draw_progress(work.done());
  if (analysis != nullptr) {
    warning_text(work.error());
    if (!analysis->complete)
      wrapped_text(tr("Stopped: the decisions after the stop were not looked at."),
                   palette::kInkSoft);
    int listed = 0;  // each turning point's ID: its place in the whole list
    for (std::size_t seat = 0; seat < analysis->seats.size(); ++seat)
      draw_seat(frame, *story, *analysis, static_cast<int>(seat), listed);
  }
  ImGui::EndChild();
  ImGui::Separator();
  draw_buttons(frame, button_h);
  ImGui::End();
}

}  // namespace app
