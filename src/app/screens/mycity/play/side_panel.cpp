#include "screens/mycity/play/side_panel.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "i18n/translate.hpp"
#include "mycity/session/game_text.hpp"
#include "mycity/session/placement_text.hpp"
#include "mycity/session/suggestion.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "screens/mycity/play/play_paint.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using i18n::trn;
using mycity::session::blocked_this_round;
using mycity::session::PlayLayout;
namespace {

using Phase = mycity::session::TurnController::Phase;
using Kind = PlayCommand::Kind;

// The revealed building in the ghost's orientation, `cell` points per square.
void draw_piece_preview(ImDrawList* list, UiFrame& frame, const mycity::PieceDef& piece, int rot,
                        bool flip, ImVec2 at, float cell) {
  for (const mycity::Cell& c : orient(piece.base_cells, rot, flip)) {
    const ImVec2 lo{at.x + static_cast<float>(c.x) * cell, at.y + static_cast<float>(c.y) * cell};
    list->AddRectFilled({lo.x + 2, lo.y + 3}, {lo.x + cell + 2, lo.y + cell + 3}, palette::kShade);
    draw_building_cell(list, frame.art, piece.colour, lo, cell, frame.pixel_density,
                       frame.settings.get().colour_blind_patterns);
    list->AddRect(lo, {lo.x + cell, lo.y + cell}, palette::with_alpha(palette::kBuildingEdge, 200),
                  0, 0, 1.0f);
  }
}

// The card: the piece in the ghost's orientation beside its name and notes.
void draw_card(UiFrame& frame, const PlayTable& game, const PlayLayout& layout) {
  const float s = frame.ui_scale;
  const mycity::Game& g = game.turns.game();
  const mycity::PieceDef& piece = g.catalogue().piece(g.current_piece());
  const float cell = std::round(std::clamp(layout.side.w / 17.0f, 22.0f * s, 32.0f * s));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float card_h = cell * 4.0f;  // the tallest orientation is 4 cells
  ImDrawList* list = ImGui::GetWindowDrawList();
  fill_rounded_rect(list, at, {at.x + cell * 5.0f, at.y + card_h}, palette::kCardFace, 6 * s);
  int pw = 0;
  int ph = 0;
  for (const mycity::Cell& c : orient(piece.base_cells, game.turns.rot(), game.turns.flip())) {
    pw = std::max(pw, c.x + 1);
    ph = std::max(ph, c.y + 1);
  }
  draw_piece_preview(list, frame, piece, game.turns.rot(), game.turns.flip(),
                     {at.x + (cell * 5.0f - cell * static_cast<float>(pw)) * 0.5f,
                      at.y + (card_h - cell * static_cast<float>(ph)) * 0.5f},
                     cell);
  ImGui::SetCursorScreenPos({at.x + cell * 5.0f + 12.0f * s, at.y});
  ImGui::BeginGroup();
  ImGui::PushFont(frame.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::TextUnformatted(tr(piece.name).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  const std::string kind =
      // TRANSLATORS: {1} is a kind of building (Residential, …).
      i18n::format(trn("{1}  \xC2\xB7  {2} cell", "{1}  \xC2\xB7  {2} cells", piece.cell_count()),
                   tr(colour_label(piece.colour)), piece.cell_count());
  ImGui::TextUnformatted(kind.c_str());
  ImGui::PopStyleColor();
  if (piece.must_build) wrapped_text(tr("Must be built: no passing."), palette::kWarn);
  if (const std::optional<int> hidden = blocked_this_round(g)) {
    wrapped_text(
        i18n::format(tr("Block card: the {1} was skipped."), tr(g.catalogue().piece(*hidden).name)),
        palette::kWarn);
  }
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos({at.x, at.y + card_h + 6.0f * s});
}

std::string placed_text() {
  return tr("Placed. Confirm to end your turn, or undo to move it.");
}
std::string passing_text() {
  return tr("Pass chosen: it costs 1 point once you confirm. Undo takes it back.");
}
std::string fits_text() {
  // TRANSLATORS: "Enter" names a key.
  return tr("Fits here: click or press Enter to place.");
}
std::string cannot_text(const std::string& reason) {
  // TRANSLATORS: {1} says why, e.g. "a cell is already built on".
  return i18n::format(tr("Cannot build here: {1}"), reason);
}

std::string fits_nowhere(const mycity::Game& g) {
  const std::string piece = tr(g.catalogue().piece(g.current_piece()).name);
  return g.may_pass()
             ? i18n::format(tr("The {1} fits nowhere on your board: pass or drop out."), piece)
             : i18n::format(tr("The {1} fits nowhere on your board: you can only drop out."),
                            piece);
}

std::string looking_text() {
  return tr("Looking for a suggestion\xE2\x80\xA6");
}

// What the ghost (or the pass chosen) says, in words, and its colour.
std::pair<std::string, ImU32> verdict(const PlayTable& game, const PlayUiState& ui, bool acting) {
  const mycity::session::TurnController& turns = game.turns;
  const mycity::Game& g = turns.game();
  if (!acting) return {"", palette::kWarn};
  if (turns.pass_pending()) return {passing_text(), palette::kWarn};
  if (turns.tentative()) return {placed_text(), palette::kGoodText};
  if (ui.suggesting) return {looking_text(), palette::kInk};
  if (ui.suggested_action)
    if (const std::string note = mycity::session::suggestion_note(g, *ui.suggested_action);
        !note.empty())
      return {note, palette::kInk};
  if (!has_legal_placement(g.catalogue(), g.player(turns.seat()).city, g.current_piece(),
                           g.house_rules()))
    return {fits_nowhere(g), palette::kWarn};
  const mycity::session::Ghost ghost = turns.ghost();
  if (ghost.legal()) return {fits_text(), palette::kGoodText};
  return {cannot_text(ghost.reason), palette::kWarn};
}

// Every text the verdict can show this turn.
std::vector<std::string> verdict_texts(const mycity::Game& g, int seat) {
  std::vector<std::string> texts{placed_text(), passing_text(), fits_text(), fits_nowhere(g)};
  texts.push_back(looking_text());
  for (const mycity::ActionKind kind : {mycity::ActionKind::Pass, mycity::ActionKind::Drop})
    texts.push_back(mycity::session::suggestion_note(g, kind));
  for (const std::string& reason : mycity::session::fault_texts(
           g.catalogue().piece(g.current_piece()), g.player(seat).city.layout()))
    texts.push_back(cannot_text(reason));
  return texts;
}

// The verdict in a box as high as the longest text it can show this turn, so that the
// buttons below never move while the pointer moves over the board and the text changes.
void draw_verdict(const PlayTable& game, const std::string& text, ImU32 colour) {
  const float width = ImGui::GetContentRegionAvail().x;
  float height = 2.0f * ImGui::GetTextLineHeight();
  for (const std::string& candidate : verdict_texts(game.turns.game(), game.turns.seat()))
    height = std::max(height, ImGui::CalcTextSize(candidate.c_str(), nullptr, false, width).y);
  ImGui::BeginChild("##verdict", {width, height}, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                        ImGuiWindowFlags_NoBackground);
  wrapped_text(text, colour);
  ImGui::EndChild();
}

// Why Pass is disabled, or "" when it is not.
std::string why_no_pass(const mycity::Game& g) {
  if (g.catalogue().piece(g.current_piece()).must_build)
    return i18n::format(tr("The {1} must be built: build it or drop out."),
                        tr(g.catalogue().piece(g.current_piece()).name));
  if (!g.may_pass()) return tr("Passing costs 1 point, and your score is 0.");
  return "";
}

// Every button always in its place, two a row; one that does not apply now is disabled.
void draw_actions(UiFrame& frame, const PlayTable& game, const PlayUiState& ui, PlaySource& source,
                  PlayCommands& out) {
  const mycity::session::TurnController& turns = game.turns;
  const mycity::Game& g = turns.game();
  const bool acting = turns.phase() == Phase::Acting && !ui.modal();
  const bool decided = turns.decided();
  const auto [text, colour] = verdict(game, ui, acting);
  draw_verdict(game, text, colour);
  ImGui::Spacing();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (ImGui::GetContentRegionAvail().x - gap) * 0.5f;
  const ImVec2 size{bw, std::round(36.0f * frame.ui_scale)};
  // `id` keeps the button the same ImGui item in every language.
  const auto action = [&](const std::string& label, const char* id, bool enabled,
                          PlayCommand command) {
    ImGui::BeginDisabled(!enabled);
    if (button((label + "###" + id).c_str(), size)) out.push_back(command);
    ImGui::EndDisabled();
  };
  // TRANSLATORS: the letters in brackets on the buttons name keys; keep them.
  action(tr("Rotate (R)"), "rotate", acting && !decided, {Kind::Rotate});
  ImGui::SameLine();
  if (g.house_rules().mirror)
    action(tr("Mirror (F)"), "mirror", acting && !decided, {Kind::Mirror});
  else
    action(tr("Rotate back (Shift+R)"), "rotate_back", acting && !decided,
           {.kind = Kind::Rotate, .quarter_turns = -1});
  action(decided ? tr("Confirm (Enter)") : tr("Place (Enter)"), "place",
         acting && (decided || turns.ghost().legal()), {Kind::PlaceOrConfirm});
  ImGui::SameLine();
  action(tr("Undo (Z)"), "undo", acting && decided, {Kind::Undo});
  const std::string no_pass = why_no_pass(g);
  // TRANSLATORS: pass, losing 1 point; P is its key.
  action(tr("Pass  \xE2\x88\x92"
            "1 (P)"),
         "pass", acting && !decided && no_pass.empty(), {Kind::Pass});
  if (!no_pass.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", no_pass.c_str());
  ImGui::SameLine();
  action(tr("Drop out (D)"), "drop", acting && !decided, {Kind::AskDrop});

  action(tr("Suggest (H)"), "suggest", acting && !decided && !ui.suggesting, {Kind::Suggest});
  ImGui::SameLine();
  ImGui::BeginDisabled(ui.modal());
  if (button((tr("Menu (Esc)") + "###menu").c_str(), size)) out.push_back({Kind::Menu});
  bool show_legal = ui.show_legal;
  if (ImGui::Checkbox((tr("Legal places (L)") + "###legal").c_str(), &show_legal))
    out.push_back({Kind::ToggleLegal});
  ImGui::EndDisabled();
  source.draw_extras(frame);
}

}  // namespace

void draw_side_panel(UiFrame& frame, const PlayTable& game, const PlayLayout& layout,
                     const PlayUiState& ui, PlaySource& source, PlayCommands& out) {
  const float s = frame.ui_scale;
  panel_rect(ImGui::GetWindowDrawList(), {layout.side.x, layout.side.y},
             {layout.side.right(), layout.side.bottom()}, 8.0f * s);
  const float child_bottom = layout.thumbnails.empty() || layout.thumbnails_under_board()
                                 ? layout.side.bottom()
                                 : layout.thumbnails.front().y - 34.0f * s;
  const float pad = 12.0f * s;
  ImGui::SetCursorScreenPos({layout.side.x + pad, layout.side.y + pad});
  ImGui::BeginChild(
      "##side", {layout.side.w - 2 * pad, std::max(40.0f, child_bottom - layout.side.y - pad)},
      false, ImGuiWindowFlags_NoBackground | (ui.covered ? ImGuiWindowFlags_NoMouseInputs : 0));
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(tr("The revealed building").c_str());
  ImGui::PopStyleColor();
  draw_card(frame, game, layout);
  ImGui::Separator();
  draw_actions(frame, game, ui, source, out);
  ImGui::EndChild();
}

}  // namespace app
