#include "screens/mycity/finished_games_screen.hpp"

#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/default_names.hpp"
#include "table/record_shelf.hpp"
#include "ui/kept_list_footer.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;

namespace {

constexpr float kPanelHeight = 0.96f;  // of the display at most

// "Ann 23  ·  Ben 17": each player's final score, in seat order.
std::string scores_line(const mycity::GameResult& result) {
  std::string line;
  for (const mycity::PlayerResult& player : result.players) {
    if (!line.empty()) line += "  \xC2\xB7  ";
    line += table::shown_name(player.name) + " " + mycity::session::score_number(player.score);
  }
  return line;
}

std::string winners_line(const mycity::GameResult& result) {
  std::string names;
  for (const std::string& name : result.winners)
    names += (names.empty() ? "" : ", ") + table::shown_name(name);
  // TRANSLATORS: {1} is the winner's name, or several names on a tie ("Ann, Ben").
  return format(i18n::trn("Winner: {1}", "Winners: {1}", static_cast<long>(result.winners.size())),
                names);
}

// The lines a game's row takes besides its buttons.
int text_lines(const mycity::session::FinishedGameSummary& game) {
  return 1 + (game.file.episode > 0 ? 1 : 0) + (game.result ? 2 : 1);
}

}  // namespace

void FinishedGamesScreen::on_enter() {
  error_.clear();
  trash_.reset();
  reload();
}

void FinishedGamesScreen::reload() {
  const mycity::session::FinishedGames* kept = hub_.finished_games();
  games_ = kept && hub_.ready()
               ? kept->summaries(hub_.catalogue(),
                                 campaigns_.ready() ? &campaigns_.definition() : nullptr)
               : std::vector<mycity::session::FinishedGameSummary>{};
}

bool FinishedGamesScreen::open(const mycity::session::FinishedGameFile& file) {
  if (!hub_.ready()) return false;
  table::Result<mycity::session::KeptGame> game = mycity::session::FinishedGames::load(
      hub_.catalogue(), campaigns_.ready() ? &campaigns_.definition() : nullptr, file.path);
  error_ = game.error();
  if (!game) return false;
  // A computer seat kept its default name unless someone typed one (docs/ai.md).
  std::vector<bool> computers;
  for (const std::string& name : game->record.players)
    computers.push_back(table::is_default_computer_name(name));
  look_.open(base::utf8_string(file.path), std::move(*game),
             mycity::session::LookBackFrom::FinishedGames, std::move(computers));
  return true;
}

void FinishedGamesScreen::draw_game(UiFrame& frame,
                                    const mycity::session::FinishedGameSummary& game, int index) {
  ImGui::PushID(index);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(
      fitted(table::shown_title(game.file.title), ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopStyleColor();
  if (game.file.episode > 0)
    // TRANSLATORS: a kept game of the legacy campaign; {1} is the episode's number (1-24).
    ImGui::TextDisabled("%s",
                        format(tr("Legacy campaign, episode {1}"), game.file.episode).c_str());
  if (game.result) {
    wrapped_text(scores_line(*game.result), palette::kInk);
    wrapped_text(winners_line(*game.result), palette::kInkSoft);
  } else {
    warning_text(game.problem);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", game.detail.c_str());
  }
  draw_actions(frame, game, index);
  ImGui::Separator();
  ImGui::PopID();
}

void FinishedGamesScreen::draw_actions(UiFrame& frame,
                                       const mycity::session::FinishedGameSummary& game,
                                       int index) {
  if (trash_.asking(index)) {
    if (trash_.draw([&] { return hub_.finished_games()->move_to_trash(game.file.path); })) reload();
    return;
  }
  if (game.result) {
    if (button((tr("Analysis") + "##analysis").c_str()) && open(game.file))
      frame.go_to = MyCityScreen::Analysis;
    ImGui::SameLine();
    if (button((tr("Replay") + "##replay").c_str()) && open(game.file))
      frame.go_to = MyCityScreen::Replay;
    ImGui::SameLine();
  }
  trash_.delete_button(index);
}

void FinishedGamesScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##finished-games", 640.0f * s, kPanelHeight);
  heading(frame, tr("Finished games").c_str());
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float footer = kept_list_footer_height(s, error_, trash_);
  const float buttons = ImGui::GetFrameHeightWithSpacing() + 2 * style.ItemSpacing.y;
  float wanted = line + (games_.empty() ? line + buttons : 0.0f);
  for (std::size_t i = 0; i < games_.size(); ++i)
    wanted +=
        buttons +
        line * static_cast<float>(text_lines(games_[i]) +
                                  (trash_.asking(static_cast<int>(i)) ? TrashQuestion::kLines : 0));
  begin_panel_body("##finished-list", wanted, footer, kPanelHeight);
  if (games_.empty())
    wrapped_text(tr("No game has been finished yet. Every finished game is kept here."),
                 palette::kInkSoft);
  for (std::size_t i = 0; i < games_.size(); ++i) draw_game(frame, games_[i], static_cast<int>(i));
  draw_kept_list_footer(frame, error_, trash_);
}

}  // namespace app
