#include "screens/machikoro/play/top_bar.hpp"

#include <cmath>

#include "i18n/translate.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/table_facts.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::format;
using i18n::tr;
using machikoro::Game;

namespace {

// "Ben needs one more landmark to win!", for every such player but a winner.
std::string near_win(const Game& game) {
  std::string text;
  if (game.over()) return text;
  for (int seat = 0; seat < game.player_count(); ++seat) {
    if (machikoro::session::landmarks_left(game, seat) != 1) continue;
    // TRANSLATORS: Machi Koro: K30, {1} a player one landmark short of winning.
    const std::string warning = format(tr("{1} needs one more landmark to win!"),
                                       machikoro::session::seat_name(game, seat));
    text += text.empty() ? warning : "  \xC2\xB7  " + warning;
  }
  return text;
}

// The way back, a button at the right end of the bar; returns its width.
float draw_menu_button(UiFrame& frame, const machikoro::session::Rect& r, float pad,
                       Commands& out) {
  ImGui::PushFont(frame.fonts.small);
  // TRANSLATORS: Machi Koro: the button back to the main menu; the game is kept.
  const std::string menu = tr("Menu (Esc)");
  const float menu_w = ImGui::CalcTextSize(menu.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  const float menu_h = ImGui::GetFrameHeight();
  ImGui::SetCursorScreenPos({r.right() - pad - menu_w, r.y + (r.h - menu_h) * 0.5f});
  if (button((menu + "###menu").c_str(), {menu_w, menu_h}))
    out.push_back({.kind = Command::Kind::Menu});
  ImGui::PopFont();
  return menu_w;
}

// Whose turn it is, or who won, at the left in the heading font, in at most half of the
// bar left of `right`; returns its width.
float draw_title(UiFrame& frame, const Game& game, const machikoro::session::Rect& r, float pad,
                 float right) {
  ImGui::PushFont(frame.fonts.heading);
  const std::string title =
      game.over()
          ? (game.winner()
                 ? format(tr("{1} wins!"), machikoro::session::seat_name(game, *game.winner()))
                 // TRANSLATORS: Machi Koro: K31, no winner after 1,000 turns.
                 : tr("The game ended without a winner"))
          : format(tr("{1}'s turn"), machikoro::session::seat_name(game, game.active()));
  const float title_h = ImGui::GetTextLineHeight();
  const std::string shown_title = fitted(title, (right - r.x) * 0.5f, WholeText::InTooltip);
  ImGui::GetWindowDrawList()->AddText({r.x + pad, r.y + (r.h - title_h) * 0.5f}, palette::kInk,
                                      shown_title.c_str());
  const float title_w = ImGui::CalcTextSize(shown_title.c_str()).x;
  ImGui::PopFont();
  return title_w;
}

// "Autosave failed" at the right end of the line, its reason on hover; returns its width.
float draw_save_error(const std::string& save_error, float x, float y, float right) {
  // TRANSLATORS: Machi Koro: the game could not be saved; the reason shows on hover.
  const std::string failed = fitted(tr("Autosave failed"), right - x);
  ImGui::SetCursorScreenPos({right - ImGui::CalcTextSize(failed.c_str()).x, y});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kWarn);
  ImGui::TextUnformatted(failed.c_str());
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", save_error.c_str());
  return ImGui::CalcTextSize(failed.c_str()).x;
}

}  // namespace

void draw_top_bar(UiFrame& frame, const Game& game, const std::string& save_error,
                  const machikoro::session::TableLayout& layout, Commands& out) {
  const float s = frame.ui_scale;
  const machikoro::session::Rect& r = layout.top_bar;
  ImDrawList* list = ImGui::GetWindowDrawList();
  panel_rect(list, {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  const float pad = std::round(12.0f * s);
  float right = r.right() - pad - draw_menu_button(frame, r, pad, out) - pad;
  const float title_w = draw_title(frame, game, r, pad, right);

  ImGui::PushFont(frame.fonts.small);
  const float line = ImGui::GetTextLineHeight();
  const float y = r.y + (r.h - line) * 0.5f;
  float x = r.x + pad + title_w + pad;
  // TRANSLATORS: Machi Koro: the number of the turn in play (extra turns counted).
  const std::string turn = format(tr("Turn {1}"), game.turn());
  list->AddText({x, y}, palette::kInkSoft, turn.c_str());
  x += ImGui::CalcTextSize(turn.c_str()).x + pad;
  if (!save_error.empty()) right -= draw_save_error(save_error, x, y, right) + pad;
  const std::string warning = near_win(game);
  if (!warning.empty() && right > x) {
    const std::string shown = fitted(warning, right - x, WholeText::InTooltip);
    ImGui::SetCursorScreenPos({x, y});
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kWarn);
    ImGui::TextUnformatted(shown.c_str());
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered() && shown != warning) ImGui::SetTooltip("%s", warning.c_str());
  }
  ImGui::PopFont();
}

}  // namespace app::mk
