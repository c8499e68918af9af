#include "screens/mycity/campaign/sticker_phase.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/session/sticker_layout.hpp"
#include "mycity/stickers.hpp"
#include "screens/mycity/campaign/campaign_views.hpp"
#include "table/default_names.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

using i18n::format;
using i18n::marked;
using i18n::tr;

using PlacedSticker = mycity::session::CampaignSession::PlacedSticker;

// The cells of `seat`'s stickers placed and not yet confirmed.
mycity::Bitboard unconfirmed_cells(const mycity::session::CampaignSession& session, int seat) {
  mycity::Bitboard cells;
  for (const PlacedSticker& placed : session.unconfirmed_stickers())
    if (placed.sticker.seat == seat && placed.cell) cells.set(*placed.cell);
  return cells;
}

// "Not yet confirmed: Ann's rock, Ben's star on the Manor".
std::string unconfirmed_line(const mycity::session::TermWords& words,
                             const mycity::session::CampaignSession& session) {
  const mycity::Campaign& campaign = session.campaign();
  std::string list;
  for (const PlacedSticker& placed : session.unconfirmed_stickers()) {
    const std::string player = table::shown_name(campaign.player(placed.sticker.seat).name);
    const std::string sticker = words.sticker_label(placed.sticker.sticker);
    std::string item;
    if (placed.piece >= 0) {
      const std::string building = tr(campaign.catalogue().piece(placed.piece).name);
      // TRANSLATORS: {1}: a player; {2}: a sticker such as "rock"; {3}: a building.
      item = format(tr("{1}'s {2} on the {3}"), player, sticker, building);
    } else {
      // TRANSLATORS: {1}: a player; {2}: a sticker such as "rock".
      item = format(tr("{1}'s {2}"), player, sticker);
    }
    list += (list.empty() ? "" : ", ") + item;
  }
  return format(tr("Placed, not yet confirmed: {1}"), list);
}

// The pending sticker's choices: a button per building it may go on, or `seat`'s board
// with the legal cells where sticker_layout puts it, under one line saying what to do.
void draw_choices(UiFrame& frame, mycity::session::CampaignSession& session, int seat,
                  std::string& error) {
  const mycity::Campaign& campaign = session.campaign();
  const std::optional<mycity::PendingSticker>& pending = campaign.pending_sticker();
  if (pending && mycity::is_building_sticker(pending->sticker)) {
    ImGui::TextWrapped("%s", tr("This sticker goes on a building: choose one.").c_str());
    for (const int piece : campaign.legal_pieces()) {
      ImGui::PushID(piece);
      if (button(tr(campaign.catalogue().piece(piece).name).c_str()))
        session.place_sticker_on_piece(piece);
      ImGui::PopID();
    }
    return;
  }
  const std::string what = pending ? tr("Click a highlighted cell of your board.")
                                   : tr("Every sticker is placed. Confirm them, or take one back.");
  ImGui::TextUnformatted(fitted(what, ImGui::GetContentRegionAvail().x).c_str());
  const mycity::BoardLayout& board = campaign.player(seat).board;
  const ImVec2 window = ImGui::GetIO().DisplaySize;
  const mycity::session::StickerLayout layout = mycity::session::sticker_layout(
      window.x, window.y, board.width, board.height, frame.ui_scale);
  ImGui::SetCursorScreenPos({layout.board.x, layout.board.y});
  const std::optional<mycity::Cell> clicked = campaign_board(
      frame, board, layout.cell, pending ? campaign.legal_cells() : mycity::Bitboard{}, "##board",
      unconfirmed_cells(session, seat));
  if (!clicked || !pending) return;
  const std::optional<mycity::Violation> violation = session.place_sticker(*clicked);
  error = violation ? violation->reason : "";
}

}  // namespace

void draw_sticker_phase(UiFrame& frame, const mycity::session::TermWords& words,
                        mycity::session::CampaignHub& hub, std::string& error) {
  mycity::session::CampaignSession& session = *hub.session();
  session.place_computer_stickers();
  const mycity::Campaign& campaign = session.campaign();
  const std::optional<mycity::PendingSticker>& pending = campaign.pending_sticker();
  if (!pending && session.unconfirmed_stickers().empty()) return;  // the campaign moves on
  const float s = frame.ui_scale;
  begin_sheet("##stickers", footer_height(1, 40.0f * s, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  if (pending) {
    // TRANSLATORS: {1}: a player; {2}: a sticker such as "rock".
    const char* start = marked("{1}, place your start-of-episode sticker: {2}");
    // TRANSLATORS: {1}: a player; {2}: a sticker such as "rock".
    const char* reward = marked("{1}, place your reward sticker: {2}");
    const std::string text = tr(pending->at_start ? start : reward);
    ImGui::TextUnformatted(format(text, table::shown_name(campaign.player(pending->seat).name),
                                  words.sticker_label(pending->sticker))
                               .c_str());
  } else {
    ImGui::TextUnformatted(tr("Every sticker is placed").c_str());
  }
  ImGui::PopFont();
  const int seat = pending ? pending->seat : session.unconfirmed_stickers().back().sticker.seat;
  ImGui::TextUnformatted(
      format(tr("City: {1}  \xC2\xB7  episode {2}"), campaign.player(seat).city, campaign.episode())
          .c_str());
  draw_choices(frame, session, seat, error);
  warning_text(error);
  if (!session.save_error().empty())
    warning_text(format(tr("The campaign could not be saved: {1}"), session.save_error()));
  // A sticker stays for the rest of the campaign: the phase's stickers wait for a confirm,
  // and the buttons stay in their places, disabled when they do not apply.
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextWrapped("%s", (session.unconfirmed_stickers().empty()
                                ? tr("Stickers stay for the rest of the campaign: each one can "
                                     "be taken back until all are confirmed.")
                                : unconfirmed_line(words, session))
                               .c_str());
  ImGui::PopStyleColor(2);
  ImGui::EndChild();
  const ImVec2 half = half_row_button(40.0f * s);
  ImGui::BeginDisabled(session.unconfirmed_stickers().empty());
  if (button(tr("Take back the last sticker").c_str(), half)) {
    session.take_back_sticker();
    error.clear();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(pending.has_value());
  if (button(tr("Confirm the stickers").c_str(), half)) session.confirm_stickers();
  ImGui::EndDisabled();
  if (button(tr("Menu (Esc)").c_str())) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace app
