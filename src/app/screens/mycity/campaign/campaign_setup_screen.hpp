// A new legacy campaign: 2-4 players, each with a name, an animal and a city name; the
// seed is random and the save is named after the first city.
#pragma once

#include <string>

#include "mycity/house_rules.hpp"
#include "screens/mycity/player_rows.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class CampaignHub;
}  // namespace mycity::session

namespace app {

class CampaignSetupScreen : public Screen {
 public:
  explicit CampaignSetupScreen(mycity::session::CampaignHub& hub);
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void start(UiFrame& frame);

  mycity::session::CampaignHub& hub_;
  PlayerRows rows_;
  mycity::HouseRules house_rules_;  // none unless the group chooses one (R1)
  std::string error_;
};

}  // namespace app
