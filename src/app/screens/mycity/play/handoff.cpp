#include "screens/mycity/play/handoff.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "mycity/session/presentation.hpp"
#include "screens/mycity/animal_badges.hpp"
#include "screens/mycity/paint/art.hpp"
#include "table/default_names.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using mycity::session::blocked_this_round;
using mycity::session::SeatInfo;

namespace {

// The seat's animal, `size` points (scaled), centred on a line of its own.
void centered_badge(UiFrame& frame, const mycity::session::Animals& animals, int animal,
                    float size) {
  const float badge = size * frame.ui_scale;
  const float avail = ImGui::GetContentRegionAvail().x;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_animal_badge(ImGui::GetWindowDrawList(), frame, animals, animal,
                    {at.x + avail * 0.5f, at.y + badge * 0.5f}, badge);
  ImGui::Dummy({avail, badge + 4.0f * frame.ui_scale});
}

}  // namespace

void draw_handoff(UiFrame& frame, const PlayTable& game, PlayCommands& out) {
  const mycity::Game& g = game.turns.game();
  const SeatInfo& seat = game.seats[static_cast<std::size_t>(game.turns.seat())];
  const std::string name = table::shown_name(seat.name);
  const mycity::PieceDef& piece = g.catalogue().piece(g.current_piece());
  const float s = frame.ui_scale;
  begin_centered_panel("##handoff", 460.0f * s, 0.9f);
  centered_badge(frame, game.presentation.animals, seat.animal, 84.0f);
  ImGui::PushFont(frame.fonts.heading);
  centered_text(i18n::format(tr("{1}'s turn"), name), palette::kInk);
  ImGui::PopFont();
  // TRANSLATORS: {1} is a player's name, {2} the name of the city they build.
  centered_text(seat.city.empty() ? i18n::format(tr("Pass the seat to {1}."), name)
                                  : i18n::format(tr("Pass the seat to {1}, who builds {2}."), name,
                                                 table::shown_name(seat.city)),
                palette::kInkSoft);
  ImGui::Spacing();
  // TRANSLATORS: {1} is the round number, {2} a building, {3} its kind (Residential, …).
  centered_text(i18n::format(tr("Round {1}: the {2} ({3})"), g.round(), tr(piece.name),
                             tr(colour_label(piece.colour))),
                palette::kInk);
  if (const std::optional<int> hidden = blocked_this_round(g))
    centered_text(
        i18n::format(tr("Block card! The {1} was skipped."), tr(g.catalogue().piece(*hidden).name)),
        palette::kWarn);
  ImGui::Spacing();
  // TRANSLATORS: "Enter" and "Esc" name keys of the keyboard.
  if (wide_button((tr("Take the seat (Enter)") + "###take").c_str(), 44.0f * s))
    out.push_back({PlayCommand::Kind::TakeSeat});
  centered_text(tr("Esc: back to the menu (the game is kept)"), palette::kInkSoft);
  ImGui::End();
}

void draw_thinking(UiFrame& frame, const PlayTable& game, int seat) {
  const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  const float s = frame.ui_scale;
  begin_centered_panel("##thinking", 360.0f * s, 0.9f);
  centered_badge(frame, game.presentation.animals, info.animal, 48.0f);
  centered_text(i18n::format(tr("{1} is thinking\xE2\x80\xA6"), table::shown_name(info.name)),
                palette::kInk);
  ImGui::End();
}

void draw_drop_confirm(UiFrame& frame, PlayCommands& out) {
  const float s = frame.ui_scale;
  begin_centered_panel("##drop", 440.0f * s, 0.9f);
  ImGui::PushFont(frame.fonts.heading);
  centered_text(tr("Drop out of this game?"), palette::kInk);
  ImGui::PopFont();
  wrapped_text(tr("You take no more turns. Your city is still scored at the end with everyone "
                  "else's."),
               palette::kInkSoft);
  ImGui::Spacing();
  const ImVec2 size = half_row_button(40.0f * s);
  // TRANSLATORS: Y and N are the keys that answer; keep them.
  if (button((tr("Drop out (Y)") + "###drop").c_str(), size))
    out.push_back({PlayCommand::Kind::Drop});
  ImGui::SameLine();
  if (button((tr("Keep playing (N)") + "###keep").c_str(), size))
    out.push_back({PlayCommand::Kind::KeepPlaying});
  ImGui::End();
}

}  // namespace app
