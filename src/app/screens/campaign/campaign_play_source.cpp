#include "screens/campaign/campaign_play_source.hpp"

#include <imgui.h>

#include "screens/campaign/rule_sheet.hpp"
#include "ui/layout_audit.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

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
  if (button("Rules & terms of this episode", {ImGui::GetContentRegionAvail().x, 0}))
    show_sheet_ = !show_sheet_;
  if (!show_sheet_) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({io.DisplaySize.x * 0.8f, io.DisplaySize.y * 0.8f});
  ImGui::Begin("Rule sheet", &show_sheet_,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  allow_scrolling();
  ImGui::Text("Episode %d of %d", campaign.episode(), campaign.definition().episode_count());
  ImGui::SameLine();
  if (ImGui::SmallButton("Close")) show_sheet_ = false;  // at the top: the sheet may scroll
  draw_rule_sheet(frame, campaign.chapter(), campaign.definition(), campaign.episode());
  ImGui::End();
}

}  // namespace mycity::app
