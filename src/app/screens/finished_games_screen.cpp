#include "screens/finished_games_screen.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::format;
using i18n::tr;

namespace {

constexpr float kPanelHeight = 0.96f;  // of the display at most

}  // namespace

void FinishedGamesScreen::on_enter() {
  error_.clear();
  const session::FinishedGames* kept = hub_.finished_games();
  files_ = kept ? kept->list() : std::vector<session::FinishedGameFile>{};
}

bool FinishedGamesScreen::open(const session::FinishedGameFile& file) {
  if (!hub_.ready()) return false;
  std::optional<session::KeptGame> game = session::FinishedGames::load(
      hub_.catalogue(), campaigns_.ready() ? &campaigns_.definition() : nullptr, file.path,
      &error_);
  if (!game) return false;
  hub_.look_back().open(file.path.string(), std::move(*game), session::LookBackFrom::FinishedGames);
  return true;
}

void FinishedGamesScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##finished-games", 640.0f * s, kPanelHeight);
  heading(frame, tr("Finished games").c_str());
  const ImGuiStyle& style = ImGui::GetStyle();
  const float footer = style.ItemSpacing.y * 3 + 44.0f * s +
                       (error_.empty() ? 0.0f : 3 * ImGui::GetTextLineHeightWithSpacing());
  const float row = ImGui::GetTextLineHeightWithSpacing() + ImGui::GetFrameHeightWithSpacing() +
                    2 * style.ItemSpacing.y;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  float wanted = line + (files_.empty() ? row : 0.0f);
  for (const session::FinishedGameFile& file : files_)
    wanted += row + (file.episode > 0 ? line : 0);
  begin_panel_body("##finished-list", wanted, footer, kPanelHeight);
  if (files_.empty())
    wrapped_text(tr("No game has been finished yet. Every finished game is kept here."),
                 palette::kInkSoft);
  for (std::size_t i = 0; i < files_.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
    ImGui::TextUnformatted(fitted(files_[i].title, ImGui::GetContentRegionAvail().x).c_str());
    ImGui::PopStyleColor();
    if (files_[i].episode > 0)
      // TRANSLATORS: a kept game of the legacy campaign; {1} is the episode's number (1-24).
      ImGui::TextDisabled("%s",
                          format(tr("Legacy campaign, episode {1}"), files_[i].episode).c_str());
    if (button((tr("Analysis") + "##analysis").c_str()) && open(files_[i]))
      frame.go_to = ScreenId::Analysis;
    ImGui::SameLine();
    if (button((tr("Replay") + "##replay").c_str()) && open(files_[i]))
      frame.go_to = ScreenId::Replay;
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::EndChild();
  warning_text(error_);
  ImGui::Separator();
  if (button((tr("Back") + "##back").c_str(), {ImGui::GetContentRegionAvail().x, 44.0f * s}))
    frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace mycity::app
