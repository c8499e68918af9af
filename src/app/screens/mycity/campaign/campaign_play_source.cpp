#include "screens/mycity/campaign/campaign_play_source.hpp"

#include <imgui.h>

#include "i18n/translate.hpp"
#include "screens/mycity/campaign/campaign_views.hpp"
#include "screens/mycity/campaign/rule_sheet.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;

std::optional<PlayTable> CampaignPlaySource::table() {
  mycity::session::CampaignSession* session = hub_.session();
  if (session == nullptr || session->turns() == nullptr) return std::nullopt;
  return PlayTable{*session->turns(), hub_.seats(), presentation_};
}

void CampaignPlaySource::save() {
  if (mycity::session::CampaignSession* session = hub_.session()) session->save_if_changed();
}

const std::string& CampaignPlaySource::save_error() const {
  const mycity::session::CampaignSession* session = hub_.session();
  return session != nullptr ? session->save_error() : no_error_;
}

void CampaignPlaySource::draw_extras(UiFrame& frame) {
  if (hub_.session() == nullptr) return;
  if (button(tr("Rules & terms of this episode").c_str(), {ImGui::GetContentRegionAvail().x, 0}))
    show_sheet_ = !show_sheet_;
  if (show_sheet_) draw_sheet(frame);
}

void CampaignPlaySource::draw_sheet(UiFrame& frame) {
  const mycity::Campaign& campaign = hub_.session()->campaign();
  begin_sheet("##rule-sheet", footer_height(0, 0, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(
      format(tr("Episode {1} of {2}"), campaign.episode(), campaign.definition().episode_count())
          .c_str());
  ImGui::PopStyleColor();
  draw_rule_sheet(frame, presentation_, campaign.chapter(), campaign.definition(),
                  campaign.episode(), campaign.player_count());
  ImGui::EndChild();
  if (button((tr("Close (Esc)") + "###close").c_str())) show_sheet_ = false;
  ImGui::End();
}

bool CampaignPlaySource::close_overlay() {
  const bool was_open = show_sheet_;
  show_sheet_ = false;
  return was_open;
}

}  // namespace app
