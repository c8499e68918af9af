#include "screens/mycity/campaign/campaign_screen.hpp"

#include <string>

#include "base/error.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/look_back.hpp"
#include "mycity/session/presentation.hpp"
#include "screens/mycity/campaign/campaign_views.hpp"
#include "screens/mycity/campaign/rule_sheet.hpp"
#include "screens/mycity/campaign/sticker_phase.hpp"
#include "screens/mycity/house_rules_choice.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/player_rows.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/default_names.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;

namespace {

// The animal's name in the player's language (a save names it by id).
std::string animal_name(const mycity::session::Animals& animals, const std::string& id) {
  const std::optional<int> animal = animals.find(id);
  return animal ? tr(animals.at(*animal).name) : id;
}

}  // namespace

void CampaignScreen::on_enter() {
  error_.clear();
  sticker_error_.clear();
}

void CampaignScreen::draw_save_error() {
  const mycity::session::CampaignSession* session = hub_.session();
  if (session == nullptr || session->save_error().empty()) return;
  warning_text(format(tr("The campaign could not be saved: {1}"), session->save_error()));
}

void CampaignScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.5f);
  mycity::session::CampaignSession* session = hub_.session();
  if (session == nullptr) {
    begin_centered_panel("##no-campaign", 420.0f * frame.ui_scale, 0.9f);
    heading(frame, tr("No campaign on the table").c_str());
    if (wide_button(tr("Menu").c_str(), 40.0f * frame.ui_scale)) frame.go_to = ScreenId::MainMenu;
    ImGui::End();
    return;
  }
  switch (session->phase()) {
    case mycity::CampaignPhase::EnvelopeSealed:
      draw_envelope(frame);
      break;
    case mycity::CampaignPhase::StartStickers:
      draw_sticker_phase(frame, presentation_.words, hub_, sticker_error_);
      break;
    case mycity::CampaignPhase::Playing:
      frame.go_to = MyCityScreen::CampaignPlay;
      break;
    case mycity::CampaignPhase::RewardStickers:
    case mycity::CampaignPhase::BetweenEpisodes:  // the results come first
      if (session->results_pending()) {
        draw_results(frame);
      } else if (session->phase() == mycity::CampaignPhase::RewardStickers) {
        draw_sticker_phase(frame, presentation_.words, hub_, sticker_error_);
      } else {
        draw_between(frame);
      }
      break;
    case mycity::CampaignPhase::Finished:
      draw_finished(frame);
      break;
  }
}

void CampaignScreen::draw_envelope(UiFrame& frame) {
  mycity::session::CampaignSession& session = *hub_.session();
  const mycity::Campaign& campaign = session.campaign();
  // The rule sheet scrolls above the buttons, so "Open the envelope" is always in sight.
  const float s = frame.ui_scale;
  begin_sheet("##envelope", footer_height(1, 44.0f * s, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(format(tr("A new envelope  \xC2\xB7  episode {1} of {2}"),
                                campaign.episode(), campaign.definition().episode_count())
                             .c_str());
  ImGui::PopStyleColor();
  draw_save_error();
  draw_rule_sheet(frame, presentation_, campaign.chapter(), campaign.definition(),
                  campaign.episode(), campaign.player_count());
  ImGui::EndChild();
  if (wide_button(format(tr("Open the envelope and begin episode {1}"), campaign.episode()).c_str(),
                  44.0f * s))
    session.open_envelope();
  if (button(tr("Menu (Esc)").c_str())) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

void CampaignScreen::draw_results(UiFrame& frame) {
  const mycity::Campaign& campaign = hub_.session()->campaign();
  begin_sheet("##results", footer_height(1, 44.0f * frame.ui_scale, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::TextUnformatted(format(tr("Episode {1} is over"), campaign.episode()).c_str());
  ImGui::PopFont();
  ImGui::PopStyleColor();
  episode_results(frame, presentation_.words, campaign);
  ImGui::Spacing();
  draw_save_error();
  warning_text(error_);
  ImGui::EndChild();
  const bool stickers = hub_.session()->phase() == mycity::CampaignPhase::RewardStickers;
  if (wide_button((stickers ? tr("Place the stickers won") : tr("Go on")).c_str(),
                  44.0f * frame.ui_scale))
    hub_.session()->results_read();
  if (button((tr("Analysis") + "##analysis").c_str()) && look_back_at_episode())
    frame.go_to = MyCityScreen::Analysis;
  ImGui::SameLine();
  if (button((tr("Replay") + "##replay").c_str()) && look_back_at_episode())
    frame.go_to = MyCityScreen::Replay;
  ImGui::End();
}

bool CampaignScreen::look_back_at_episode() {
  const mycity::Campaign& campaign = hub_.session()->campaign();
  const mycity::EpisodeLog& log = campaign.episode_logs().back();
  try {
    look_.open(hub_.save_name() + " episode " + std::to_string(log.episode),
               mycity::session::kept_episode(campaign, log),
               mycity::session::LookBackFrom::EpisodeEnd,
               mycity::session::computer_seats(hub_.seats()));
  } catch (const base::Error& e) {
    error_ = e.what();
    return false;
  }
  return true;
}

using mycity::session::strength_id;

void CampaignScreen::draw_replace(UiFrame& frame, int seat) {
  mycity::session::CampaignSession& session = *hub_.session();
  const mycity::CampaignPlayer& player = session.campaign().player(seat);
  auto& name = new_names_[static_cast<std::size_t>(seat)];
  std::optional<mycity::session::Strength>& kind = new_kinds_[static_cast<std::size_t>(seat)];
  ImGui::PushID(seat);
  // R54 hands a city between a person and the computer as between two people.
  if (player_kind_choice(kind)) name.fill('\0');
  ImGui::SameLine();
  const std::string computer =
      kind ? table::default_computer_name(mycity::session::strength_id(*kind)) : "";
  const std::string hint = kind ? table::shown_name(computer) : tr("New player's name");
  ImGui::SetNextItemWidth(180.0f * frame.ui_scale);
  ImGui::InputTextWithHint("##new-player", hint.c_str(), name.data(), name.size());
  ImGui::SameLine();
  ImGui::BeginDisabled(name[0] == '\0' && !kind);
  if (button(tr("Takes over this city").c_str())) {
    try {
      session.replace_player(seat, name[0] != '\0' ? std::string(name.data()) : computer,
                             player.animal, kind ? std::string(strength_id(*kind)) : "");
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
  mycity::session::CampaignSession& session = *hub_.session();
  const mycity::Campaign& campaign = session.campaign();
  begin_sheet("##between", footer_height(1, 44.0f * frame.ui_scale, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::TextUnformatted(format(tr("After episode {1} of {2}"), campaign.episode(),
                                campaign.definition().episode_count())
                             .c_str());
  ImGui::PopFont();
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    const mycity::CampaignPlayer& player = campaign.player(seat);
    ImGui::Separator();
    ImGui::PushFont(frame.fonts.heading);
    // TRANSLATORS: {1}: a city; {2}: its player; {3}: the player's animal.
    ImGui::TextUnformatted(format(tr("{1}  \xC2\xB7  played by {2} ({3})"), player.city,
                                  player.name, animal_name(presentation_.animals, player.animal))
                               .c_str());
    ImGui::PopFont();
    progress_symbols(campaign, seat, 18.0f * frame.ui_scale);
    city_history(presentation_.words, campaign, seat);
    draw_replace(frame, seat);
  }
  ImGui::Separator();
  mycity::HouseRules rules = campaign.house_rules();
  if (house_rules_choice(rules)) session.set_house_rules(rules);
  warning_text(error_);
  ImGui::PopStyleColor();
  draw_save_error();
  ImGui::EndChild();
  if (wide_button(format(tr("Go on to episode {1}"), campaign.episode() + 1).c_str(),
                  44.0f * frame.ui_scale))
    session.next_episode();
  if (button(tr("Menu (Esc)").c_str())) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  if (button(format(tr("Results of episode {1}"), campaign.episode()).c_str()))
    session.show_results();
  ImGui::End();
}

void CampaignScreen::draw_finished(UiFrame& frame) {
  const mycity::Campaign& campaign = hub_.session()->campaign();
  begin_sheet("##finished", footer_height(0, 0, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::TextUnformatted(tr("The campaign is over").c_str());
  ImGui::PopFont();
  std::string winners;
  for (const int seat : campaign.winners()) {
    const mycity::CampaignPlayer& player = campaign.player(seat);
    // TRANSLATORS: a winning city and its player.
    const std::string winner =
        format(tr("{1} ({2})"), table::shown_name(player.city), table::shown_name(player.name));
    winners = winners.empty() ? winner : format(tr("{1} and {2}"), winners, winner);
  }
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextWrapped(
      "%s", format(tr("Winner: {1}  (most progress symbols; on a tie, most first places)"), winners)
                .c_str());
  ImGui::PopFont();
  const float cell = 22.0f * frame.ui_scale;
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    const mycity::CampaignPlayer& player = campaign.player(seat);
    ImGui::Separator();
    ImGui::PushFont(frame.fonts.heading);
    // TRANSLATORS: {1}: a city; {2}: its progress symbols; {3}: its first places.
    ImGui::TextUnformatted(format(tr("{1}  \xC2\xB7  {2} progress  \xC2\xB7  {3} first places"),
                                  player.city, player.progress, campaign.first_places(seat))
                               .c_str());
    ImGui::PopFont();
    ImGui::PushID(seat);
    campaign_board(frame, player.board, cell, mycity::Bitboard{}, "##final-board");
    ImGui::PopID();
    city_history(presentation_.words, campaign, seat);
  }
  ImGui::PopStyleColor();
  ImGui::EndChild();
  if (button(tr("Menu (Esc)").c_str())) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace app
