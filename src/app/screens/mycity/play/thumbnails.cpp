#include "screens/mycity/play/thumbnails.hpp"

#include <algorithm>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/mycity/animal_badges.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "screens/mycity/paint/city_view.hpp"
#include "screens/mycity/play/play_paint.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using mycity::session::PlayLayout;
using mycity::session::Rect;
using mycity::session::SeatInfo;
namespace {

// The badges' size, in points at UI scale 1.
constexpr float kBadge = 22.0f;

// A city in its frame of the seat's colour; "dropped out" over it when its player did.
void draw_thumbnail_city(ImDrawList* list, UiFrame& frame, const mycity::PlayerState& player,
                         ImU32 colour, const Rect& r, const PlayLayout& layout) {
  fill_rounded_rect(list, {r.x - 3, r.y - 3}, {r.right() + 3, r.bottom() + 3}, colour, 4);
  draw_city_picture(list, frame.pictures, frame.art, player.city,
                    board_style(frame, {r.x, r.y}, r.w / static_cast<float>(layout.board_w)));
  if (!player.dropped) return;
  list->AddRectFilled({r.x, r.y}, {r.right(), r.bottom()}, palette::kDroppedShade);
  const std::string dropped = tr("dropped out");
  const ImVec2 ts = ImGui::CalcTextSize(dropped.c_str());
  list->AddText({r.x + (r.w - ts.x) * 0.5f, r.y + (r.h - ts.y) * 0.5f}, palette::kDroppedText,
                dropped.c_str());
}

// After a seat's score, what the last round did to it, as far as it fits; in full when
// the pointer is over it.
void draw_note(ImDrawList* list, const PlayTable& game, int seat,
               const mycity::session::TermWords& words, ImVec2 at, float right) {
  const std::vector<mycity::session::ScoreNote> notes = last_round_notes(game.turns, seat, words);
  if (notes.empty() || at.x >= right) return;
  const std::string text = mycity::session::joined(notes);
  const std::string shown = fitted(text, right - at.x, WholeText::InTooltip);
  list->AddText(at, note_colour(note_points(notes)), shown.c_str());
  const ImVec2 size = ImGui::CalcTextSize(shown.c_str());
  if (ImGui::IsMouseHoveringRect(at, {at.x + size.x, at.y + size.y}))
    ImGui::SetTooltip("%s", i18n::format(tr("Last round: {1}"), text).c_str());
}

// The seat's name, then its score with the last round's note and any deficit, a line each
// from `at`, `room` points wide: a long name or note is cut (whole in the tooltip), the
// numbers never.
void draw_label(ImDrawList* list, const PlayTable& game, int seat,
                const mycity::session::TermWords& words, ImVec2 at, float room) {
  const mycity::PlayerState& p = game.turns.shown_player(seat);  // R10: as the round began
  const float line = ImGui::GetTextLineHeight();
  const std::string name = seat_label(game.seats[static_cast<std::size_t>(seat)]);
  list->AddText(at, palette::kInk, fitted(name, room, WholeText::InTooltip).c_str());
  // The number alone where "Score 12" is too wide in the player's language: never cut.
  std::string score = i18n::format(tr("Score {1}"), p.track.shown());
  if (ImGui::CalcTextSize(score.c_str()).x > room) score = std::to_string(p.track.shown());
  must_fit(score, room);
  const ImVec2 score_at{at.x, at.y + line};
  list->AddText(score_at, palette::kInkSoft, score.c_str());
  draw_note(list, game, seat, words,
            {score_at.x + ImGui::CalcTextSize((score + "  ").c_str()).x, score_at.y}, at.x + room);
  if (p.track.value() >= 0) return;
  // TRANSLATORS: {1} is how many points a player owes (a score below 0).
  const std::string owes = i18n::format(tr("owes {1}"), -p.track.value());
  must_fit(owes, room);
  list->AddText({at.x, at.y + 2 * line}, palette::kWarn, owes.c_str());
}

}  // namespace

void draw_thumbnails(UiFrame& frame, const PlayTable& game, const PlayLayout& layout,
                     PlayCommands& out) {
  if (layout.thumbnails.empty()) return;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const mycity::Game& g = game.turns.game();
  const int n = g.player_count();
  const float s = frame.ui_scale;
  if (layout.thumbnails_under_board()) {
    panel_rect(list, {layout.others_row.x, layout.others_row.y},
               {layout.others_row.right(), layout.others_row.bottom()}, 8.0f * s);
  } else {
    ImGui::SetCursorScreenPos({layout.side.x + 12.0f * s, layout.thumbnails.front().y - 28.0f * s});
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
    ImGui::TextUnformatted(tr("The other cities").c_str());
    ImGui::PopStyleColor();
  }
  for (std::size_t i = 0; i < layout.thumbnails.size(); ++i) {
    const int seat = (game.turns.seat() + 1 + static_cast<int>(i)) % n;
    const Rect& r = layout.thumbnails[i];
    const mycity::PlayerState& p = game.turns.shown_player(seat);  // R10: as the round began
    const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
    draw_thumbnail_city(list, frame, p, animal_colour(game.presentation.animals, info.animal), r,
                        layout);
    ImGui::SetCursorScreenPos({r.x, r.y});
    ImGui::PushID(seat);
    if (ImGui::InvisibleButton("##city", {r.w, r.h}))
      out.push_back({.kind = PlayCommand::Kind::ShowCity, .seat = seat});
    if (ImGui::IsItemHovered())  // the name whole, which the label beside may cut
      ImGui::SetTooltip("%s\n%s", seat_label(info).c_str(),
                        tr("Click to see this city large").c_str());
    ImGui::PopID();
    if (layout.thumbnails_under_board()) {
      // The label right of the city, up to the next one.
      const float x = r.right() + 9.0f * s;
      const float end = i + 1 < layout.thumbnails.size() ? layout.thumbnails[i + 1].x - 9.0f * s
                                                         : layout.others_row.right() - 6.0f * s;
      draw_label(list, game, seat, game.presentation.words, {x, r.y}, end - x);
      continue;
    }
    const float badge = kBadge * s;
    draw_animal_badge(list, frame, game.presentation.animals, info.animal,
                      {r.x + badge * 0.5f, r.bottom() + 6.0f * s + badge * 0.5f}, badge);
    // The label ends at the thumbnail's frame, so neighbours' labels never run together.
    const float tx = r.x + badge + 6.0f * s;
    draw_label(list, game, seat, game.presentation.words, {tx, r.bottom() + 2.0f * s},
               r.right() + 3 - tx);
  }
}

void draw_city_close_up(UiFrame& frame, const PlayTable& game, int seat, PlayCommands& out) {
  const mycity::PlayerState& player = game.turns.shown_player(seat);  // R10: as the round began
  const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  const mycity::BoardLayout& board = player.city.layout();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float s = frame.ui_scale;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  // The board fills what the panel leaves: its title, score and Close lines.
  const float fit =
      std::min((display.x * 0.9f - 40.0f * s) / static_cast<float>(board.width),
               (display.y * 0.9f - 6.0f * line - 60.0f * s) / static_cast<float>(board.height));
  const float cell = snap_cell_size(std::max(6.0f, fit), frame.pixel_density);
  const ImVec2 size{cell * static_cast<float>(board.width),
                    cell * static_cast<float>(board.height)};
  begin_centered_panel("##city", size.x + 40.0f * s, 0.96f);
  // TRANSLATORS: "Esc" names a key.
  const std::string close = tr("Close (Esc)");
  const float close_w = ImGui::CalcTextSize(close.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  heading(frame, seat_label(info).c_str());
  ImGui::SameLine(ImGui::GetContentRegionMax().x - close_w);
  if (button((close + "###close").c_str())) out.push_back({PlayCommand::Kind::CloseCity});
  // TRANSLATORS: {1} is a score ("Score 12"): the city is shown as it stood then (R10).
  wrapped_text(i18n::format(tr("{1}  \xC2\xB7  as the round began"), score_text(player)),
               palette::kInkSoft);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_city_picture(ImGui::GetWindowDrawList(), frame.pictures, frame.art, player.city,
                    board_style(frame, at, cell));
  ImGui::Dummy(size);
  ImGui::End();
}

}  // namespace app
