#include "games/mycity/menu_entries.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

void draw_menu_entries(UiFrame& frame, const mycity::session::GameHub& hub, float h) {
  if (wide_button(tr("New Eternity game").c_str(), h)) frame.go_to = MyCityScreen::NewGame;
  // Continue and the finished games share a row, as Machi Koro's do, so that both games'
  // rows fit a 1024x640 window.
  const ImVec2 half = half_row_button(h);
  ImGui::BeginDisabled(!hub.can_continue());
  if (button(tr("Continue").c_str(), half)) frame.go_to = MyCityScreen::Continue;
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(hub.finished_games() == nullptr);
  if (button((tr("Finished games") + "##finished").c_str(), half))
    frame.go_to = MyCityScreen::FinishedGames;
  ImGui::EndDisabled();
  if (wide_button(tr("Legacy campaign: new").c_str(), h)) frame.go_to = MyCityScreen::CampaignNew;
  if (wide_button(tr("Legacy campaign: continue").c_str(), h))
    frame.go_to = MyCityScreen::CampaignList;
}

}  // namespace app
