#include "screens/mycity/campaign/campaign_setup_screen.hpp"

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "screens/mycity/campaign/campaign_views.hpp"
#include "screens/mycity/house_rules_choice.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using mycity::session::strength_id;

CampaignSetupScreen::CampaignSetupScreen(mycity::session::CampaignHub& hub)
    : hub_(hub), rows_(true, hub.animals(), true) {}

void CampaignSetupScreen::on_enter() {
  error_.clear();
  if (!rows_.empty()) return;
  for (int i = 0; i < 2; ++i) rows_.add("", i);
}

void CampaignSetupScreen::start(UiFrame& frame) {
  std::vector<mycity::CampaignPlayerSetup> players;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    players.push_back({rows_.name(i), hub_.animals().at(rows_.animal(i)).id, rows_.city(i),
                       rows_.computer(i) ? std::string(strength_id(*rows_.computer(i))) : ""});
  error_ = hub_.start(players, base::random_seed(), house_rules_).error();
  if (error_.empty()) frame.go_to = MyCityScreen::Campaign;
}

void CampaignSetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##campaign-setup", 920.0f * s, 0.96f);
  heading(frame, tr("New legacy campaign").c_str());
  wrapped_text(tr("2 to 4 players found a city each and keep it for 24 episodes. Each picks a "
                  "name, an animal and a name for the city."),
               palette::kInkSoft);
  wrapped_text(tr("A city may be played by the computer, easy, medium or hard; between "
                  "episodes a person may take it over, or the computer a person's."),
               palette::kInkSoft);
  ImGui::Spacing();
  if (hub_.ready()) rows_.draw(frame, hub_.definition().min_players, hub_.definition().max_players);
  ImGui::Spacing();
  house_rules_choice(house_rules_);
  warning_text(hub_.saves_enabled() || !hub_.error().empty()
                   ? hub_.error()
                   : tr("Campaigns are not saved in this run."));
  warning_text(error_);
  if (back_and_action(frame, tr("Found the cities").c_str(), hub_.ready())) start(frame);
  ImGui::End();
}

}  // namespace app
