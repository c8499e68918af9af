// The play screen's view of a campaign episode: the session's TurnController and the
// campaign's players; each finished action is committed to the campaign (which saves it),
// and a "Rules & terms" button opens the chapter's rule sheet over the table.
#pragma once

#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "screens/mycity/play/play_source.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app {

class CampaignPlaySource : public PlaySource {
 public:
  CampaignPlaySource(mycity::session::CampaignHub& hub,
                     const mycity::session::Presentation& presentation)
      : hub_(hub), presentation_(presentation) {}
  std::optional<PlayTable> table() override;
  void save() override;
  const std::string& save_error() const override;
  ScreenId over_screen() const override { return MyCityScreen::Campaign; }
  void draw_extras(UiFrame& frame) override;
  bool close_overlay() override;

 private:
  // The rule sheet, fixed over the table like every sheet of the campaign.
  void draw_sheet(UiFrame& frame);

  mycity::session::CampaignHub& hub_;
  const mycity::session::Presentation& presentation_;
  bool show_sheet_ = false;
  std::string no_error_;
};

}  // namespace app
