#include "screens/campaign/campaign_play_source.hpp"

#include <imgui.h>

#include "i18n/translate.hpp"
#include "screens/campaign/rule_sheet.hpp"
#include "ui/layout_audit.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::format;
using i18n::tr;

std::optional<PlayTable> CampaignPlaySource::table() {
  session::CampaignSession* session = hub_.session();
  if (session == nullptr || session->turns() == nullptr) return std::nullopt;
  return PlayTable{*session->turns(), hub_.seats()};
}

void CampaignPlaySource::after_action() {
  if (session::CampaignSession* session = hub_.session()) session->commit_turn();
}

void CampaignPlaySource::save() {
  if (session::CampaignSession* session = hub_.session()) session->save_committed();
}

const std::string& CampaignPlaySource::save_error() const {
  const session::CampaignSession* session = hub_.session();
  return session != nullptr ? session->save_error() : no_error_;
}

void CampaignPlaySource::draw_extras(UiFrame& frame) {
  const session::CampaignSession* session = hub_.session();
  if (session == nullptr) return;
  const Campaign& campaign = session->campaign();
  if (button(tr("Rules & terms of this episode").c_str(), {ImGui::GetContentRegionAvail().x, 0}))
    show_sheet_ = !show_sheet_;
  if (!show_sheet_) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({io.DisplaySize.x * 0.8f, io.DisplaySize.y * 0.8f});
  ImGui::Begin((tr("Rule sheet") + "###rule-sheet").c_str(), &show_sheet_,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  allow_scrolling();
  ImGui::TextUnformatted(
      format(tr("Episode {1} of {2}"), campaign.episode(), campaign.definition().episode_count())
          .c_str());
  ImGui::SameLine();
  if (ImGui::SmallButton(tr("Close").c_str()))
    show_sheet_ = false;  // at the top: the sheet may scroll
  draw_rule_sheet(frame, campaign.chapter(), campaign.definition(), campaign.episode(),
                  campaign.player_count());
  ImGui::End();
}

}  // namespace mycity::app
