// Every saved campaign: its cities, players, episode n/24, phase and last played date.
// Continue takes the group back exactly where it stopped; a save that fails to load is
// shown with its error and offered from its backup. Nothing is ever deleted here.
#pragma once

#include <string>
#include <vector>

#include "mycity/campaign_save.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class CampaignHub;
}  // namespace mycity::session

namespace mycity::app {

class CampaignListScreen : public Screen {
 public:
  explicit CampaignListScreen(session::CampaignHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void draw_save(UiFrame& frame, const SaveInfo& save, int index);

  session::CampaignHub& hub_;
  std::vector<SaveInfo> saves_;
  std::string error_;
};

}  // namespace mycity::app
