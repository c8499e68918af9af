#include "screens/machikoro/finished_games_screen.hpp"

#include "i18n/translate.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/look_back.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "table/record_shelf.hpp"
#include "ui/kept_list_footer.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;
namespace mk = machikoro::session;

namespace {

constexpr float kPanelHeight = 0.96f;  // of the display at most

// "Ann · Ben · Cy", in seat order.
std::string players_line(const mk::KeptGame& game) {
  std::string line;
  for (const std::string& name : game.players)
    line += (line.empty() ? "" : "  \xC2\xB7  ") + mk::shown_name(name);
  return line;
}

std::string result_line(const mk::KeptGame& game) {
  const auto turns = static_cast<long>(game.turns);
  if (!game.winner)
    return format(i18n::trn("No winner after {1} turn", "No winner after {1} turns", turns), turns);
  // TRANSLATORS: Machi Koro's finished games: {1} the winner's name, {2} the turns played.
  return format(i18n::trn("Winner: {1}, in {2} turn", "Winner: {1}, in {2} turns", turns),
                mk::shown_name(game.players.at(static_cast<std::size_t>(*game.winner))), turns);
}

}  // namespace

void MachiKoroFinishedGamesScreen::on_enter() {
  error_.clear();
  trash_.reset();
  games_ = hub_.kept_games();
}

void MachiKoroFinishedGamesScreen::draw_actions(UiFrame& frame, const mk::KeptGame& game,
                                                int index) {
  if (trash_.asking(index)) {
    if (trash_.draw([&] { return hub_.move_to_trash(game.file.path); })) games_ = hub_.kept_games();
    return;
  }
  if (game.problem.empty()) {
    if (button((tr("Replay") + "###replay").c_str())) {
      table::Result<mk::GameStory> story = hub_.story_of(game.file.path);
      error_ = story.error();
      if (story) {
        look_.open(std::move(*story), mk::LookBackFrom::FinishedGames);
        frame.go_to = MachiKoroScreen::Replay;
      }
    }
    ImGui::SameLine();
  }
  trash_.delete_button(index);
}

void MachiKoroFinishedGamesScreen::draw_game(UiFrame& frame, const mk::KeptGame& game, int index) {
  ImGui::PushID(index);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(fitted(table::shown_title(game.file.title),
                                ImGui::GetContentRegionAvail().x, WholeText::InTooltip)
                             .c_str());
  ImGui::PopStyleColor();
  if (game.problem.empty()) {
    wrapped_text(players_line(game), palette::kInk);
    wrapped_text(result_line(game), palette::kInkSoft);
  } else {
    warning_text(tr("This file is damaged and cannot be shown:"));
    wrapped_text(game.problem, palette::kInkSoft);
  }
  draw_actions(frame, game, index);
  ImGui::Separator();
  ImGui::PopID();
}

void MachiKoroFinishedGamesScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##machikoro-finished", 680.0f * s, kPanelHeight);
  heading(frame, tr("Finished Machi Koro games").c_str());
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float footer = kept_list_footer_height(s, error_, trash_);
  // Each game: its title, two lines or a damaged file's three, its buttons, a separator.
  float wanted = line;
  for (std::size_t i = 0; i < games_.size(); ++i)
    wanted += ImGui::GetFrameHeightWithSpacing() + style.ItemSpacing.y +
              line * static_cast<float>(
                         4 + (trash_.asking(static_cast<int>(i)) ? TrashQuestion::kLines : 0));
  begin_panel_body("##machikoro-finished-list", wanted, footer, kPanelHeight);
  if (games_.empty())
    wrapped_text(hub_.saves()
                     ? tr("No game has been finished yet. Every finished game is kept here.")
                     : tr("Games are not kept: the app runs without a save folder."),
                 palette::kInkSoft);
  for (std::size_t i = 0; i < games_.size(); ++i) draw_game(frame, games_[i], static_cast<int>(i));
  draw_kept_list_footer(frame, error_, trash_);
}

}  // namespace app
