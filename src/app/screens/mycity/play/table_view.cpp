#include "screens/mycity/play/table_view.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/session/score_notes.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/mycity/animal_badges.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/city_view.hpp"
#include "screens/mycity/play/play_paint.hpp"
#include "table/default_names.hpp"
#include "ui/key_bar.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using i18n::trn;
using mycity::session::PlayLayout;
using mycity::session::Rect;
using mycity::session::SeatInfo;
namespace {

using Phase = mycity::session::TurnController::Phase;

// The ghost's squares over the board: the building in place once placed, else its art
// tinted green (fits) or red and crossed (does not fit, not by colour alone). Returns the
// box around its cells on the board.
Rect draw_ghost(ImDrawList* list, UiFrame& frame, const PlayTable& game, const PlayLayout& layout,
                const BoardDrawStyle& style) {
  const mycity::session::TurnController& turns = game.turns;
  const mycity::Game& g = turns.game();
  const mycity::session::Ghost ghost = turns.ghost();
  const mycity::PieceDef& piece = g.catalogue().piece(g.current_piece());
  const bool placed = turns.tentative().has_value();
  const float c = layout.cell;
  const float line = std::max(2.0f, c * 0.07f);
  ImVec2 top_left{layout.board.right(), layout.board.bottom()};
  ImVec2 bottom_right{layout.board.x, layout.board.y};
  for (const mycity::Cell& cell : ghost.cells) {
    if (cell.x < 0 || cell.y < 0 || cell.x >= layout.board_w || cell.y >= layout.board_h) continue;
    const ImVec2 lo = cell_min(style, cell);
    const ImVec2 hi{lo.x + c, lo.y + c};
    top_left = ImVec2{std::min(top_left.x, lo.x), std::min(top_left.y, lo.y)};
    bottom_right = ImVec2{std::max(bottom_right.x, hi.x), std::max(bottom_right.y, hi.y)};
    if (placed) {
      draw_building_cell(list, frame.art, piece.colour, lo, c, frame.pixel_density, style.patterns);
      list->AddRect(lo, hi, palette::kPlacedEdge, 0, 0, line);
      continue;
    }
    draw_art(list, frame.art, building_art(piece.colour), lo, hi, frame.pixel_density,
             palette::kGhostArt);
    const ImU32 tone = ghost.legal() ? palette::kLegalTone : palette::kIllegalTone;
    list->AddRectFilled(lo, hi, palette::with_alpha(tone, 80));
    list->AddRect({lo.x + line * 0.5f, lo.y + line * 0.5f},
                  {hi.x - line * 0.5f, hi.y - line * 0.5f}, tone, 0, 0, line);
    if (!ghost.legal()) {
      const float k = c * 0.28f;
      list->AddLine({lo.x + k, lo.y + k}, {hi.x - k, hi.y - k}, tone, line);
      list->AddLine({hi.x - k, lo.y + k}, {lo.x + k, hi.y - k}, tone, line);
    }
  }
  if (bottom_right.x < top_left.x) return {layout.board.x, layout.board.y, 0, 0};
  return {top_left.x, top_left.y, bottom_right.x - top_left.x, bottom_right.y - top_left.y};
}

// The broken rule next to the ghost, so the eye need not leave the board.
void draw_reason(ImDrawList* list, const UiFrame& frame, const PlayLayout& layout,
                 const std::string& text, const Rect& ghost) {
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  const float pad = 6.0f * frame.ui_scale;
  const Rect note = mycity::session::note_beside_ghost(layout.board, ghost, size.x + 2 * pad,
                                                       size.y + 1.2f * pad, pad * 0.5f);
  fill_rounded_rect(list, {note.x, note.y}, {note.right(), note.bottom()}, palette::kReasonNote,
                    6.0f);
  list->AddText({note.x + pad, note.y + 0.6f * pad}, palette::kReasonText, text.c_str());
}

// The pointer over the board as commands: where it is, a click, the wheel, a right click
// (it mirrors under the house rule, else it turns like R).
void board_input(const PlayLayout& layout, bool mirror, PlayCommands& out) {
  ImGui::SetCursorScreenPos({layout.board.x, layout.board.y});
  ImGui::InvisibleButton("##board", {layout.board.w, layout.board.h},
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  const ImGuiIO& io = ImGui::GetIO();
  const std::optional<mycity::Cell> under =
      ImGui::IsItemHovered() ? layout.cell_at(io.MousePos.x, io.MousePos.y) : std::nullopt;
  out.push_back({PlayCommand::Kind::PointerAt, under});
  if (!under) return;
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left))
    out.push_back({PlayCommand::Kind::PlaceAt, under});
  if (ImGui::IsItemClicked(ImGuiMouseButton_Right))
    out.push_back({mirror ? PlayCommand::Kind::Mirror : PlayCommand::Kind::Rotate});
  if (io.MouseWheel != 0)
    out.push_back({PlayCommand::Kind::Rotate, std::nullopt, io.MouseWheel > 0 ? 1 : -1});
}

// Beside the score, why it moves or moved: the pass or building chosen, before it is
// confirmed; else what the last round did to it (R12, races, R22).
void draw_score_note(const PlayTable& game, float room) {
  const mycity::session::TurnController& turns = game.turns;
  const mycity::session::TermWords& words = game.presentation.words;
  std::string text;
  std::vector<mycity::session::ScoreNote> notes;
  if (const std::optional<mycity::session::SeatReveal> outcome = turns.pending_outcome()) {
    notes = mycity::session::score_notes(*outcome, words);
    // TRANSLATORS: {1} lists why the score moves ("Pass: −1"), {2} is the score then.
    text = i18n::format(tr("When you confirm: {1}  \xE2\x86\x92  Score {2}"),
                        mycity::session::joined(notes), outcome->score_after);
  } else {
    notes = last_round_notes(turns, turns.seat(), words);
    // TRANSLATORS: {1} lists why the score moved ("Pass: −1").
    text = i18n::format(tr("Last round: {1}"), mycity::session::joined(notes));
  }
  if (notes.empty() || room <= 0) return;
  ImGui::PushStyleColor(ImGuiCol_Text, note_colour(note_points(notes)));
  ImGui::TextUnformatted(fitted(text, room, WholeText::InTooltip).c_str());
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
}

// The top bar's word that the last autosave failed; the reason when hovered.
void draw_save_failure(const std::string& note, const std::string& reason, ImVec2 at) {
  ImGui::SetCursorScreenPos(at);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kWarn);
  ImGui::TextUnformatted(note.c_str());
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", reason.c_str());
}

}  // namespace

void draw_top_bar(UiFrame& frame, const PlayTable& game, const PlayLayout& layout,
                  const std::string& save_error) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Rect& r = layout.top_bar;
  const float s = frame.ui_scale;
  panel_rect(list, {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  const int seat = game.turns.seat();
  const mycity::Game& g = game.turns.game();
  const SeatInfo& info = game.seats[static_cast<std::size_t>(seat)];
  const float badge = r.h - 12.0f * s;
  draw_animal_badge(list, frame, game.presentation.animals, info.animal,
                    {r.x + 8.0f * s + badge * 0.5f, r.y + r.h * 0.5f}, badge);
  ImGui::PushFont(frame.fonts.heading);
  const std::string turn = i18n::format(tr("{1}'s turn"), table::shown_name(info.name));
  ImGui::SetCursorScreenPos(
      {r.x + 16.0f * s + badge, r.y + (r.h - ImGui::GetTextLineHeight()) * 0.5f});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(turn.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::SameLine(0, 18.0f * s);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 3.0f * s);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  const std::string city = info.city.empty() ? "" : info.city + "  \xC2\xB7  ";
  ImGui::TextUnformatted((city + score_text(g.player(seat))).c_str());
  ImGui::PopStyleColor();

  const int deck = static_cast<int>(g.deck().size());
  const std::string right =
      i18n::format(trn("Round {1}  \xC2\xB7  {2} of {3} card revealed",
                       "Round {1}  \xC2\xB7  {2} of {3} cards revealed", deck),
                   g.round(), g.cards_revealed(), deck);
  const float right_x = r.right() - ImGui::CalcTextSize(right.c_str()).x - 14.0f * s;
  const float text_y = r.y + (r.h - ImGui::GetTextLineHeight()) * 0.5f;
  // A failed autosave goes first, on the bar's line; the score note takes what room is left.
  const std::string failure =
      save_error.empty()
          ? ""
          : fitted(tr("Autosave failed: your last moves are not saved"), r.w * 0.35f);
  const float failure_x =
      failure.empty() ? right_x : right_x - ImGui::CalcTextSize(failure.c_str()).x - 18.0f * s;
  ImGui::SameLine(0, 14.0f * s);
  draw_score_note(game, failure_x - 14.0f * s - ImGui::GetCursorScreenPos().x);
  if (!failure.empty()) draw_save_failure(failure, save_error, {failure_x, text_y});
  ImGui::SetCursorScreenPos({right_x, text_y});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(right.c_str());
  ImGui::PopStyleColor();
}

void draw_board(UiFrame& frame, const PlayTable& game, const PlayLayout& layout,
                const PlayUiState& ui, PlayCommands& out) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const mycity::session::TurnController& turns = game.turns;
  const BoardDrawStyle style = board_style(frame, {layout.board.x, layout.board.y}, layout.cell);
  // The frame around the board: a fill under it would be drawn and then covered.
  const float frame_w = std::max(3.0f, layout.cell * 0.12f);
  frame_rect(list, {layout.board.x - frame_w, layout.board.y - frame_w},
             {layout.board.right() + frame_w, layout.board.bottom() + frame_w},
             palette::kBoardFrame, frame_w);
  draw_city_picture(list, frame.pictures, frame.art, turns.game().player(turns.seat()).city, style);
  board_input(layout, game.turns.game().house_rules().mirror, out);
  if (turns.phase() != Phase::Acting) return;

  if (ui.show_legal && !turns.decided()) {
    for (const mycity::Cell& c : turns.legal_cursor_cells()) {
      const ImVec2 lo = cell_min(style, c);
      const ImVec2 centre{lo.x + layout.cell * 0.5f, lo.y + layout.cell * 0.5f};
      list->AddCircleFilled(centre, layout.cell * 0.16f, palette::kLegalDotRing, 20);
      list->AddCircleFilled(centre, layout.cell * 0.11f, palette::kLegalTone, 20);
    }
  }
  const Rect ghost_box = draw_ghost(list, frame, game, layout, style);
  const mycity::session::Ghost ghost = turns.ghost();
  if (!turns.tentative() && ghost.violation)
    draw_reason(list, frame, layout, ghost.reason, ghost_box);
}

void prepare_board(UiFrame& frame, const PlayTable& game) {
  const mycity::session::TurnController& turns = game.turns;
  const PlayLayout layout = table_layout(frame, turns.game(), turns.seat());
  const BoardDrawStyle style = board_style(frame, {layout.board.x, layout.board.y}, layout.cell);
  ImDrawList* list = ImGui::GetForegroundDrawList();
  list->PushClipRect({0, 0}, {0, 0});  // nothing of it is drawn
  draw_city_picture(list, frame.pictures, frame.art, turns.game().player(turns.seat()).city, style);
  list->PopClipRect();
}

void draw_key_hints(const PlayLayout& layout, const mycity::HouseRules& house_rules) {
  // TRANSLATORS: keyboard hints: each starts with its key (arrows, R, F, Enter, …); keep it.
  std::vector<std::string> hints{tr("\xE2\x86\x90\xE2\x86\x91\xE2\x86\x92\xE2\x86\x93 move"),
                                 tr("R rotate (Shift+R back)")};
  if (house_rules.mirror) hints.push_back(tr("F mirror"));
  for (const char* hint :
       {i18n::marked("Enter place / confirm"), i18n::marked("Z undo"), i18n::marked("P pass"),
        i18n::marked("D drop out"), i18n::marked("L legal places"), i18n::marked("S supply"),
        i18n::marked("Esc menu")})
    hints.push_back(tr(hint));
  const Rect& r = layout.hints;
  draw_key_bar({r.x, r.y}, {r.right(), r.bottom()}, layout.hint_lines, hints);
}

}  // namespace app
