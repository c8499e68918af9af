#include "screens/play/side_panel.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "mycity/session/game_text.hpp"
#include "paint/art.hpp"
#include "paint/board_view.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/play/play_paint.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using session::blocked_this_round;
using session::PlayLayout;
namespace {

using Phase = session::TurnController::Phase;
using Kind = PlayCommand::Kind;

// The revealed building in the ghost's orientation, `cell` points per square.
void draw_piece_preview(ImDrawList* list, UiFrame& frame, const PieceDef& piece, int rot, bool flip,
                        ImVec2 at, float cell) {
  for (const Cell& c : orient(piece.base_cells, rot, flip)) {
    const ImVec2 lo{at.x + static_cast<float>(c.x) * cell, at.y + static_cast<float>(c.y) * cell};
    list->AddRectFilled({lo.x + 2, lo.y + 3}, {lo.x + cell + 2, lo.y + cell + 3}, palette::kShade);
    draw_building_cell(list, frame.art, piece.colour, lo, cell, frame.pixel_density,
                       frame.settings.get().colour_blind_patterns);
    list->AddRect(lo, {lo.x + cell, lo.y + cell}, IM_COL32(40, 28, 18, 200), 0, 0, 1.0f);
  }
}

// The card: the piece in the ghost's orientation beside its name and notes.
void draw_card(UiFrame& frame, const PlayTable& game, const PlayLayout& layout) {
  const float s = frame.ui_scale;
  const Game& g = game.turns.game();
  const PieceDef& piece = g.catalogue().piece(g.current_piece());
  const float cell = std::round(std::clamp(layout.side.w / 17.0f, 22.0f * s, 32.0f * s));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float card_h = cell * 4.0f;  // the tallest orientation is 4 cells
  ImDrawList* list = ImGui::GetWindowDrawList();
  fill_rounded_rect(list, at, {at.x + cell * 5.0f, at.y + card_h}, IM_COL32(236, 226, 198, 255),
                    6 * s);
  int pw = 0;
  int ph = 0;
  for (const Cell& c : orient(piece.base_cells, game.turns.rot(), game.turns.flip())) {
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
  ImGui::TextUnformatted(piece.name.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::Text("%s  \xC2\xB7  %d cells", std::string(colour_label(piece.colour)).c_str(),
              piece.cell_count());
  ImGui::PopStyleColor();
  if (piece.must_build) wrapped_text("Must be built: no passing.", palette::kWarn);
  if (const std::optional<int> hidden = blocked_this_round(g)) {
    wrapped_text("Block card: the " + g.catalogue().piece(*hidden).name + " was skipped.",
                 palette::kWarn);
  }
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos({at.x, at.y + card_h + 6.0f * s});
}

// What the ghost says, in words, and its colour.
std::pair<std::string, ImU32> verdict(const PlayTable& game, bool acting) {
  const session::TurnController& turns = game.turns;
  const Game& g = turns.game();
  if (!acting) return {"", palette::kWarn};
  if (turns.tentative())
    return {"Placed. Confirm to end your turn, or undo to move it.", kGoodText};
  const PieceDef& piece = g.catalogue().piece(g.current_piece());
  if (!has_legal_placement(g.catalogue(), g.player(turns.seat()).city, g.current_piece(),
                           g.house_rules()))
    return {"The " + piece.name + " fits nowhere on your board: " +
                (g.may_pass() ? "pass or drop out." : "you can only drop out."),
            palette::kWarn};
  const session::Ghost ghost = turns.ghost();
  if (ghost.legal()) return {"Fits here: click or press Enter to place.", kGoodText};
  return {"Cannot build here: " + ghost.violation->reason, palette::kWarn};
}

// The verdict in a box at least two lines high, so that the buttons below stay put while
// the pointer moves over the board and the text changes.
void draw_verdict(const std::string& text, ImU32 colour) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float needed = ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y;
  const float height = std::max(needed, 2.0f * ImGui::GetTextLineHeight());
  ImGui::BeginChild("##verdict", {width, height}, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                        ImGuiWindowFlags_NoBackground);
  wrapped_text(text, colour);
  ImGui::EndChild();
}

void draw_actions(UiFrame& frame, const PlayTable& game, const PlayUiState& ui, PlaySource& source,
                  PlayCommands& out) {
  const session::TurnController& turns = game.turns;
  const Game& g = turns.game();
  const PieceDef& piece = g.catalogue().piece(g.current_piece());
  const bool acting = turns.phase() == Phase::Acting && !ui.modal();
  const bool placed = turns.tentative().has_value();
  const auto [text, colour] = verdict(game, acting);
  draw_verdict(text, colour);
  ImGui::Spacing();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (ImGui::GetContentRegionAvail().x - gap) * 0.5f;
  const ImVec2 size{bw, std::round(36.0f * frame.ui_scale)};
  const auto action = [&](const char* label, bool enabled, Kind kind) {
    ImGui::BeginDisabled(!enabled);
    if (button(label, size)) out.push_back({kind});
    ImGui::EndDisabled();
  };
  action("Rotate (R)", acting && !placed, Kind::Rotate);
  ImGui::SameLine();
  if (g.house_rules().mirror) {
    action("Mirror (F)", acting && !placed, Kind::Mirror);
  } else {
    ImGui::BeginDisabled(!acting || placed);
    if (button("Rotate back (Shift+R)", size))
      out.push_back({.kind = Kind::Rotate, .quarter_turns = -1});
    ImGui::EndDisabled();
  }
  action(placed ? "Confirm (Enter)###place" : "Place (Enter)###place",
         acting && (placed || turns.ghost().legal()), Kind::PlaceOrConfirm);
  ImGui::SameLine();
  action("Undo (Z)", placed, Kind::Undo);
  if (!piece.must_build) {  // R14: a church card has no pass
    action(
        "Pass  \xE2\x88\x92"
        "1 (P)###pass",
        acting && !placed && g.may_pass(), Kind::Pass);
    if (!g.may_pass() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("Passing costs 1 point, and your score is 0.");
    ImGui::SameLine();
  }
  action("Drop out (D)", acting && !placed, Kind::AskDrop);

  ImGui::BeginDisabled(ui.modal());
  bool show_legal = ui.show_legal;
  if (ImGui::Checkbox("Legal places (L)", &show_legal)) out.push_back({Kind::ToggleLegal});
  ImGui::SameLine(bw + gap);
  if (button("Menu (Esc)", {bw, 0})) out.push_back({Kind::Menu});
  ImGui::EndDisabled();
  source.draw_extras(frame);
}

}  // namespace

void draw_side_panel(UiFrame& frame, const PlayTable& game, const PlayLayout& layout,
                     const PlayUiState& ui, PlaySource& source, PlayCommands& out) {
  const float s = frame.ui_scale;
  panel_rect(ImGui::GetWindowDrawList(), layout.side, 8.0f * s);
  const float child_bottom = layout.thumbnails.empty() || layout.thumbnails_under_board()
                                 ? layout.side.bottom()
                                 : layout.thumbnails.front().y - 34.0f * s;
  const float pad = 12.0f * s;
  ImGui::SetCursorScreenPos({layout.side.x + pad, layout.side.y + pad});
  ImGui::BeginChild("##side",
                    {layout.side.w - 2 * pad, std::max(40.0f, child_bottom - layout.side.y - pad)},
                    false, ImGuiWindowFlags_NoBackground);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted("The revealed building");
  ImGui::PopStyleColor();
  draw_card(frame, game, layout);
  ImGui::Separator();
  draw_actions(frame, game, ui, source, out);
  ImGui::EndChild();
}

}  // namespace mycity::app
