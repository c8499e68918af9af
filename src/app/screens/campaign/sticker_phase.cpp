#include "screens/campaign/sticker_phase.hpp"

#include <algorithm>
#include <cmath>

#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/stickers.hpp"
#include "screens/campaign/campaign_views.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {
namespace {

using PlacedSticker = session::CampaignSession::PlacedSticker;

// The cells of `seat`'s stickers placed and not yet confirmed.
Bitboard unconfirmed_cells(const session::CampaignSession& session, int seat) {
  Bitboard cells;
  for (const PlacedSticker& placed : session.unconfirmed_stickers())
    if (placed.sticker.seat == seat && placed.cell) cells.set(*placed.cell);
  return cells;
}

// "Not yet confirmed: Ann's rock, Ben's star on the Manor".
std::string unconfirmed_line(const UiFrame& frame, const session::CampaignSession& session) {
  const Campaign& campaign = session.campaign();
  std::string line;
  for (const PlacedSticker& placed : session.unconfirmed_stickers()) {
    line += (line.empty() ? "Placed, not yet confirmed: " : ", ") +
            campaign.player(placed.sticker.seat).name + "'s " +
            frame.presentation.words.sticker_label(placed.sticker.sticker);
    if (placed.piece >= 0) line += " on the " + campaign.catalogue().piece(placed.piece).name;
  }
  return line;
}

// The pending sticker's choices: a button per building it may go on, or `seat`'s board
// with the legal cells; `below` points are kept free under the board.
void draw_choices(UiFrame& frame, session::CampaignHub& hub, int seat, std::string& error,
                  float below) {
  session::CampaignSession& session = *hub.session();
  const Campaign& campaign = session.campaign();
  const std::optional<PendingSticker>& pending = campaign.pending_sticker();
  if (pending && is_building_sticker(pending->sticker)) {
    ImGui::TextWrapped("This sticker goes on a building: choose one.");
    for (const int piece : campaign.legal_pieces()) {
      ImGui::PushID(piece);
      if (button(campaign.catalogue().piece(piece).name.c_str()))
        session.place_sticker_on_piece(piece);
      ImGui::PopID();
    }
    return;
  }
  ImGui::TextWrapped("%s", pending ? "Click a highlighted cell of your board."
                                   : "Every sticker is placed. Confirm them, or take one back.");
  const BoardLayout& board = campaign.player(seat).board;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float cell =
      std::max(12.0f, std::floor(std::min(avail.x / static_cast<float>(board.width),
                                          (avail.y - below) / static_cast<float>(board.height))));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  hub.note_sticker_board({at.x, at.y, cell});
  const std::optional<Cell> clicked =
      campaign_board(frame, board, cell, pending ? campaign.legal_cells() : Bitboard{}, "##board",
                     unconfirmed_cells(session, seat));
  if (!clicked || !pending) return;
  const std::optional<Violation> violation = session.place_sticker(*clicked);
  error = violation ? violation->reason : "";
}

}  // namespace

void draw_sticker_phase(UiFrame& frame, session::CampaignHub& hub, std::string& error) {
  session::CampaignSession& session = *hub.session();
  session.place_computer_stickers();
  const Campaign& campaign = session.campaign();
  const std::optional<PendingSticker>& pending = campaign.pending_sticker();
  if (!pending && session.unconfirmed_stickers().empty()) return;  // the campaign moves on
  const float s = frame.ui_scale;
  begin_sheet("##stickers", footer_height(1, 40.0f * s, 1));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  if (pending) {
    ImGui::Text("%s, place your %s sticker: %s", campaign.player(pending->seat).name.c_str(),
                pending->at_start ? "start-of-episode" : "reward",
                frame.presentation.words.sticker_label(pending->sticker).c_str());
  } else {
    ImGui::TextUnformatted("Every sticker is placed");
  }
  ImGui::PopFont();
  const int seat = pending ? pending->seat : session.unconfirmed_stickers().back().sticker.seat;
  ImGui::Text("City: %s  \xC2\xB7  episode %d", campaign.player(seat).city.c_str(),
              campaign.episode());
  if (!session.save_error().empty())
    warning_text("The campaign could not be saved: " + session.save_error());
  // Room under the board for the error and the take-back line.
  const float lines = 3 * ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().ItemSpacing.y;
  draw_choices(frame, hub, seat, error, lines);
  warning_text(error);
  // A sticker stays for the rest of the campaign: the phase's stickers wait for a confirm,
  // and the buttons stay in their places, disabled when they do not apply.
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextWrapped("%s", session.unconfirmed_stickers().empty()
                               ? "Stickers stay for the rest of the campaign: each one can be "
                                 "taken back until all are confirmed."
                               : unconfirmed_line(frame, session).c_str());
  ImGui::PopStyleColor(2);
  ImGui::EndChild();
  const ImVec2 half = half_row_button(40.0f * s);
  ImGui::BeginDisabled(session.unconfirmed_stickers().empty());
  if (button("Take back the last sticker", half)) {
    session.take_back_sticker();
    error.clear();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(pending.has_value());
  if (button("Confirm the stickers", half)) session.confirm_stickers();
  ImGui::EndDisabled();
  if (button("Menu (Esc)")) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace mycity::app
