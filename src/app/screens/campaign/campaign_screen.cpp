#include "screens/campaign/campaign_screen.hpp"

#include <string>

#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/stickers.hpp"
#include "paint/art.hpp"
#include "screens/campaign/campaign_views.hpp"
#include "screens/campaign/rule_sheet.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {
namespace {

// A sheet covering most of the window: its content scrolls in a body above a footer of
// `footer` points, where the buttons stay in sight. The caller ends the body (EndChild),
// draws the footer and ends the sheet (End).
void begin_sheet(const char* id, float footer) {
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos({io.DisplaySize.x * 0.04f, io.DisplaySize.y * 0.04f});
  ImGui::SetNextWindowSize({io.DisplaySize.x * 0.92f, io.DisplaySize.y * 0.92f});
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin(
      id, nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  begin_scroll_body("##body", footer);
}

}  // namespace

void CampaignScreen::on_enter() {
  error_.clear();
}

void CampaignScreen::draw_save_error() {
  const session::CampaignSession* session = hub_.session();
  if (session == nullptr || session->save_error().empty()) return;
  warning_text("The campaign could not be saved: " + session->save_error());
}

void CampaignScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.5f);
  session::CampaignSession* session = hub_.session();
  if (session == nullptr) {
    begin_centered_panel("##no-campaign", 420.0f * frame.ui_scale, 0.9f);
    heading(frame, "No campaign on the table");
    if (wide_button("Menu", 40.0f * frame.ui_scale)) frame.go_to = ScreenId::MainMenu;
    ImGui::End();
    return;
  }
  const Campaign& campaign = session->campaign();
  switch (campaign.phase()) {
    case CampaignPhase::EnvelopeSealed:
      draw_envelope(frame);
      break;
    case CampaignPhase::StartStickers:
      draw_stickers(frame);
      break;
    case CampaignPhase::Playing:
      frame.go_to = ScreenId::CampaignPlay;
      break;
    case CampaignPhase::RewardStickers:
    case CampaignPhase::BetweenEpisodes:  // the results come first
      if (results_read_ != campaign.episode()) {
        draw_results(frame);
      } else if (campaign.phase() == CampaignPhase::RewardStickers) {
        draw_stickers(frame);
      } else {
        draw_between(frame);
      }
      break;
    case CampaignPhase::Finished:
      draw_finished(frame);
      break;
  }
}

void CampaignScreen::draw_envelope(UiFrame& frame) {
  session::CampaignSession& session = *hub_.session();
  const Campaign& campaign = session.campaign();
  // The rule sheet scrolls above the buttons, so "Open the envelope" is always in sight.
  const float s = frame.ui_scale;
  begin_sheet("##envelope", footer_height(1, 44.0f * s, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::Text("A new envelope  \xC2\xB7  episode %d of %d", campaign.episode(),
              campaign.definition().episode_count());
  ImGui::PopStyleColor();
  draw_save_error();
  draw_rule_sheet(frame, campaign.chapter(), campaign.definition(), campaign.episode());
  ImGui::EndChild();
  if (wide_button(
          ("Open the envelope and begin episode " + std::to_string(campaign.episode())).c_str(),
          44.0f * s))
    session.open_envelope();
  if (button("Menu (Esc)")) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

void CampaignScreen::draw_stickers(UiFrame& frame) {
  session::CampaignSession& session = *hub_.session();
  const Campaign& campaign = session.campaign();
  const std::optional<PendingSticker>& pending = campaign.pending_sticker();
  if (!pending) return;  // the campaign moves on by itself once the last one is placed
  const CampaignPlayer& player = campaign.player(pending->seat);
  const float s = frame.ui_scale;
  begin_sheet("##stickers", footer_height(0, 0, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::Text("%s, place your %s sticker: %s", player.name.c_str(),
              pending->at_start ? "start-of-episode" : "reward",
              frame.presentation.words.sticker_label(pending->sticker).c_str());
  ImGui::PopFont();
  ImGui::Text("City: %s  \xC2\xB7  episode %d", player.city.c_str(), campaign.episode());
  draw_save_error();
  if (is_building_sticker(pending->sticker)) {
    ImGui::TextWrapped("This sticker goes on a building: choose one.");
    for (const int piece : campaign.legal_pieces()) {
      ImGui::PushID(piece);
      if (button(campaign.catalogue().piece(piece).name.c_str()))
        session.place_sticker_on_piece(piece);
      ImGui::PopID();
    }
  } else {
    ImGui::TextWrapped("Click a highlighted cell of your board.");
    const BoardLayout& board = player.board;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float cell = std::max(
        12.0f, std::floor(std::min(avail.x / static_cast<float>(board.width),
                                   (avail.y - 60.0f * s) / static_cast<float>(board.height))));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    hub_.note_sticker_board({at.x, at.y, cell});
    if (const std::optional<Cell> clicked =
            campaign_board(frame, board, cell, campaign.legal_cells(), "##board")) {
      if (auto violation = session.place_sticker(*clicked))
        error_ = violation->reason;
      else
        error_.clear();
    }
  }
  warning_text(error_);
  ImGui::PopStyleColor();
  ImGui::EndChild();
  if (button("Menu (Esc)")) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

void CampaignScreen::draw_results(UiFrame& frame) {
  const Campaign& campaign = hub_.session()->campaign();
  begin_sheet("##results", footer_height(1, 44.0f * frame.ui_scale, 0));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::Text("Episode %d is over", campaign.episode());
  ImGui::PopFont();
  ImGui::PopStyleColor();
  episode_results(frame, campaign);
  ImGui::Spacing();
  draw_save_error();
  ImGui::EndChild();
  const bool stickers = campaign.phase() == CampaignPhase::RewardStickers;
  if (wide_button(stickers ? "Place the stickers won" : "Go on", 44.0f * frame.ui_scale))
    results_read_ = campaign.episode();
  ImGui::End();
}

void CampaignScreen::draw_replace(UiFrame& frame, int seat) {
  session::CampaignSession& session = *hub_.session();
  const CampaignPlayer& player = session.campaign().player(seat);
  auto& name = new_names_[static_cast<std::size_t>(seat)];
  ImGui::PushID(seat);
  ImGui::SetNextItemWidth(180.0f * frame.ui_scale);
  ImGui::InputTextWithHint("##new-player", "New player's name", name.data(), name.size());
  ImGui::SameLine();
  ImGui::BeginDisabled(name[0] == '\0');
  if (button("Takes over this city")) {
    try {
      session.replace_player(seat, name.data(), player.animal);
      hub_.update_seats();
      name.fill('\0');
      error_.clear();
    } catch (const std::exception& e) {
      error_ = e.what();
    }
  }
  ImGui::EndDisabled();
  ImGui::PopID();
}

void CampaignScreen::draw_between(UiFrame& frame) {
  session::CampaignSession& session = *hub_.session();
  const Campaign& campaign = session.campaign();
  begin_sheet("##between", footer_height(1, 44.0f * frame.ui_scale, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::Text("After episode %d of %d", campaign.episode(), campaign.definition().episode_count());
  ImGui::PopFont();
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    const CampaignPlayer& player = campaign.player(seat);
    ImGui::Separator();
    ImGui::PushFont(frame.fonts.heading);
    ImGui::Text("%s  \xC2\xB7  played by %s (%s)", player.city.c_str(), player.name.c_str(),
                player.animal.c_str());
    ImGui::PopFont();
    progress_symbols(campaign, seat, 18.0f * frame.ui_scale);
    city_history(frame, campaign, seat);
    draw_replace(frame, seat);
  }
  ImGui::Separator();
  HouseRules rules = campaign.house_rules();
  if (house_rules_choice(rules)) session.set_house_rules(rules);
  warning_text(error_);
  ImGui::PopStyleColor();
  draw_save_error();
  ImGui::EndChild();
  if (wide_button(("Go on to episode " + std::to_string(campaign.episode() + 1)).c_str(),
                  44.0f * frame.ui_scale))
    session.next_episode();
  if (button("Menu (Esc)")) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

void CampaignScreen::draw_finished(UiFrame& frame) {
  const Campaign& campaign = hub_.session()->campaign();
  begin_sheet("##finished", footer_height(0, 0, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::TextUnformatted("The campaign is over");
  ImGui::PopFont();
  std::string winners;
  for (const int seat : campaign.winners())
    winners += (winners.empty() ? "" : " and ") + campaign.player(seat).city + " (" +
               campaign.player(seat).name + ")";
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextWrapped("Winner: %s  (most progress symbols; on a tie, most first places)",
                     winners.c_str());
  ImGui::PopFont();
  const float cell = 22.0f * frame.ui_scale;
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    const CampaignPlayer& player = campaign.player(seat);
    ImGui::Separator();
    ImGui::PushFont(frame.fonts.heading);
    ImGui::Text("%s  \xC2\xB7  %d progress  \xC2\xB7  %d first places", player.city.c_str(),
                player.progress, campaign.first_places(seat));
    ImGui::PopFont();
    ImGui::PushID(seat);
    campaign_board(frame, player.board, cell, Bitboard{}, "##final-board");
    ImGui::PopID();
    city_history(frame, campaign, seat);
  }
  ImGui::PopStyleColor();
  ImGui::EndChild();
  if (button("Menu (Esc)")) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace mycity::app
