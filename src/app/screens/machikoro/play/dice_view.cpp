#include "screens/machikoro/play/dice_view.hpp"

#include <cmath>
#include <cstdint>

#include "i18n/translate.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "ui/boxed_text.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::tr;
using machikoro::Dice;

namespace {

// A face for die `die` at a step of the tumble: the same for the whole step, another next.
int tumbling_face(int step, int die) {
  std::uint32_t x = static_cast<std::uint32_t>(step * 2 + die) * 2654435761u;
  x ^= x >> 15;
  return 1 + static_cast<int>(x % 6u);
}

// "3 + 4 = 7", or "5".
std::string sum_text(const Dice& dice, int total) {
  const auto values = dice.shown();
  if (values.size() < 2) return std::to_string(total);
  return std::to_string(values[0]) + " + " + std::to_string(values[1]) + " = " +
         std::to_string(total);
}

// What changed the roll: the Radio Tower's second roll, the Harbor's 2, the Tuna Boat's roll.
std::string roll_notes(const machikoro::TurnRoll& roll) {
  std::string notes;
  // TRANSLATORS: Machi Koro: the Radio Tower's second roll replaced the first.
  if (roll.rerolled)
    notes = i18n::format(tr("rolled again (first {1})"), sum_text(roll.first, roll.first.total()));
  // TRANSLATORS: Machi Koro: the Harbor added 2 to the roll.
  if (roll.harbor) notes += (notes.empty() ? "" : ", ") + tr("+2 Harbor");
  if (!roll.extra.empty())
    // TRANSLATORS: Machi Koro: the Tuna Boat's extra roll of two dice.
    notes += (notes.empty() ? "" : ", ") +
             i18n::format(tr("Tuna Boat {1}"), sum_text(roll.extra, roll.extra.total()));
  return notes;
}

// The dice from `x` on, each `die` wide and `gap` apart: the faces rolled once still, else
// tumbling ones; returns where the next thing goes.
float draw_faces(UiFrame& frame, const DiceScene& dice, bool still, float x, float y, float die,
                 float gap) {
  const float s = frame.ui_scale;
  const auto values = dice.roll->dice.shown();
  const int step = static_cast<int>(dice.tumbled * 12.0f);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const int face = still ? values[i] : tumbling_face(step, static_cast<int>(i));
    // A tumbling die rocks a little, so the roll is seen to move.
    const float lift =
        still ? 0.0f
              : std::round(3.0f * s * std::sin(dice.tumbled * 20.0f + static_cast<float>(i)));
    draw_die(ImGui::GetWindowDrawList(), frame, face, {x, y - lift}, die);
    x += die + gap;
  }
  return x;
}

// The total in the heading font after the dice at `x`, when it fits.
void draw_total(UiFrame& frame, const machikoro::TurnRoll& roll,
                const machikoro::session::Rect& rect, float pad, float x, float y, float die) {
  // Before the Radio Tower's question is answered the total is the dice's.
  const std::string total = std::to_string(roll.total > 0 ? roll.total : roll.dice.total());
  ImGui::PushFont(frame.fonts.heading);
  const float total_w = ImGui::CalcTextSize(total.c_str()).x;
  if (x + total_w <= rect.right() - pad)
    ImGui::GetWindowDrawList()->AddText({x, y + (die - ImGui::GetTextLineHeight()) * 0.5f},
                                        palette::kInk, total.c_str());
  ImGui::PopFont();
}

}  // namespace

void draw_dice(UiFrame& frame, const DiceScene& dice, const machikoro::session::Rect& rect) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float pad = std::round(8.0f * s);
  ImFont* small = frame.fonts.small;
  ImGui::PushFont(small);
  const float line = ImGui::GetTextLineHeight();
  const float room = rect.w - 2 * pad;
  if (dice.roll == nullptr || dice.roll->dice.empty()) {
    // TRANSLATORS: Machi Koro: the dice before anybody has rolled in this game.
    const std::string none = fitted(tr("No roll yet"), room);
    list->AddText({rect.x + pad, rect.y + (rect.h - line) * 0.5f}, palette::kInkSoft, none.c_str());
    ImGui::PopFont();
    return;
  }
  const machikoro::TurnRoll& roll = *dice.roll;
  const bool still = dice.tumbled >= 1.0f;
  const float gap = std::round(6.0f * s);
  // The notes under the dice, wrapped; the dice as large as the room above them leaves.
  const std::string words = roll_notes(roll);
  const BoxedText notes = words.empty()
                              ? BoxedText{}
                              : box_text(small, line, line * 0.8f, words, room,
                                         rect.h - 2 * pad - line - std::round(24.0f * s) - gap);
  const float die =
      std::floor(std::min(rect.h - 2 * pad - line - notes.height() - gap * 0.5f, 52.0f * s));
  const float y = rect.y + pad + line;
  const float x = draw_faces(frame, dice, still, rect.x + pad, y, die, gap);
  // TRANSLATORS: Machi Koro: who made the roll shown beside the dice.
  list->AddText({rect.x + pad, rect.y + pad * 0.5f}, palette::kInkSoft,
                fitted(i18n::format(tr("{1} rolled"), dice.who), room).c_str());
  if (!still) {
    ImGui::PopFont();
    return;
  }
  draw_boxed_text(list, small, notes, {rect.x + pad, y + die + gap * 0.5f}, palette::kInkSoft);
  ImGui::PopFont();
  draw_total(frame, roll, rect, pad, x, y, die);
}

}  // namespace app::mk
