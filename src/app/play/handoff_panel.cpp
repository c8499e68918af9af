#include "play/handoff_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "art.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "screens/widgets.hpp"
#include "theme.hpp"

namespace mycity::app {

using session::blocked_this_round;
using session::SeatInfo;

namespace {

constexpr float kWidth = 460.0f;        // points at UI scale 1
constexpr float kBadgeGap = 4.0f;       // below the badge
constexpr float kButtonHeight = 44.0f;  // the "Take the seat" button
constexpr float kMargin = 16.0f;        // the least room left at the window's sides
constexpr float kMaxHeight = 0.9f;      // of the window's height
constexpr const char* kHint = "Esc: back to the menu (the game is kept)";

// The size ImGui draws `font` at (ImGui::GetFontSize() with it pushed).
float font_size(const ImFont* font) {
  return font->FontSize * font->Scale * ImGui::GetIO().FontGlobalScale;
}

// ImGui::CalcTextSize's width of `text` in `font` (rounded up, as ImGui rounds it).
float text_width(const ImFont* font, const std::string& text) {
  const float w = font->CalcTextSizeA(font_size(font), FLT_MAX, 0.0f, text.c_str()).x;
  return std::floor(w + 0.99999f);
}

// `text` centred on the panel's content width at `y`, as centered_text() places it.
void centred_line(ImDrawList* into, const HandoffLayout& layout, const ImFont* font, float y,
                  const std::string& text, ImU32 colour) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = layout.size.x - 2.0f * style.WindowPadding.x;
  const float x = layout.pos.x + style.WindowPadding.x +
                  std::max(0.0f, (avail - text_width(font, text)) * 0.5f);
  into->AddText(font, font_size(font), {x, y}, colour, text.c_str());
}

}  // namespace

HandoffText handoff_text(const Game& game, const SeatInfo& seat) {
  HandoffText text;
  text.animal = seat.animal;
  text.turn = seat.name + "'s turn";
  text.pass = "Pass the seat to " + seat.name + ".";
  const PieceDef& piece = game.catalogue().piece(game.current_piece());
  text.round = "Round " + std::to_string(game.round()) + ": the " + piece.name + " (" +
               std::string(colour_label(piece.colour)) + ")";
  if (const std::optional<int> hidden = blocked_this_round(game))
    text.block = "Block card! The " + game.catalogue().piece(*hidden).name + " was skipped.";
  return text;
}

HandoffLayout handoff_layout(const UiFrame& frame, const HandoffText& text) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float s = frame.ui_scale;
  const float gap = style.ItemSpacing.y;
  const float body = font_size(frame.fonts.body);
  HandoffLayout layout;
  layout.badge = kHandoffBadge * s;
  // Down the panel as ImGui's layout goes: each item, then the item spacing.
  float y = style.WindowPadding.y;
  const float badge_top = y;
  y += layout.badge + kBadgeGap * s + gap;
  layout.turn_y = y;
  y += font_size(frame.fonts.heading) + gap;
  layout.pass_y = y;
  y += body + gap + gap;  // and a spacing
  layout.round_y = y;
  y += body + gap;
  layout.block_y = y;
  if (!text.block.empty()) y += body + gap;
  y += gap;  // a spacing
  const float button_top = y;
  y += kButtonHeight * s + gap;
  layout.hint_y = y;
  y += body + style.WindowPadding.y;

  layout.size = {std::min(kWidth * s, display.x - 2.0f * kMargin),
                 std::min(y, display.y * kMaxHeight)};
  layout.fits = y <= layout.size.y;
  layout.pos = {std::floor((display.x - layout.size.x) * 0.5f),
                std::floor((display.y - layout.size.y) * 0.5f)};
  const float content_x = layout.pos.x + style.WindowPadding.x;
  const float avail = layout.size.x - 2.0f * style.WindowPadding.x;
  for (float* line :
       {&layout.turn_y, &layout.pass_y, &layout.round_y, &layout.block_y, &layout.hint_y})
    *line += layout.pos.y;
  layout.badge_centre = {content_x + avail * 0.5f, layout.pos.y + badge_top + layout.badge * 0.5f};
  layout.button_pos = {content_x, layout.pos.y + button_top};
  layout.button_size = {avail, kButtonHeight * s};
  return layout;
}

void draw_handoff_content(ImDrawList* into, UiFrame& frame, const HandoffLayout& layout,
                          const HandoffText& text) {
  draw_animal_badge(into, frame, text.animal, layout.badge_centre, layout.badge);
  centred_line(into, layout, frame.fonts.heading, layout.turn_y, text.turn, palette::kInk);
  centred_line(into, layout, frame.fonts.body, layout.pass_y, text.pass, palette::kInkSoft);
  centred_line(into, layout, frame.fonts.body, layout.round_y, text.round, palette::kInk);
  if (!text.block.empty())
    centred_line(into, layout, frame.fonts.body, layout.block_y, text.block, palette::kWarn);
  centred_line(into, layout, frame.fonts.body, layout.hint_y, kHint, palette::kInkSoft);
}

void draw_handoff_background(ImDrawList* into, const HandoffLayout& layout) {
  // The content keeps the window's padding from the panel's rounded edges: a square fill
  // is the panel's background everywhere the content reaches.
  into->AddRectFilled(layout.pos, {layout.pos.x + layout.size.x, layout.pos.y + layout.size.y},
                      ImGui::GetColorU32(ImGuiCol_WindowBg));
}

}  // namespace mycity::app
