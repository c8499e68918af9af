#include "screens/machikoro/play/market_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/table_facts.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "screens/machikoro/play/hint_marks.hpp"
#include "ui/boxed_text.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::tr;
using i18n::trn;
using machikoro::CardRef;
using machikoro::Game;
using machikoro::session::MarketPile;
using machikoro::session::Rect;
using machikoro::session::TableLayout;

namespace {

// The heading: the word, and with "ten types" the cards left in the deck.
void draw_heading(const Game& game, const TableLayout& l) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Rect& r = l.market;
  const float y = r.y + l.pad + (l.market_heading - ImGui::GetTextLineHeight()) * 0.5f;
  // TRANSLATORS: Machi Koro: the establishments on sale.
  const std::string title = tr("Market");
  list->AddText({r.x + l.pad, y}, palette::kInk, title.c_str());
  const std::optional<int> deck = machikoro::session::deck_left(game);
  if (!deck) return;
  // TRANSLATORS: Machi Koro, "ten types": the cards of the deck not yet turned face up.
  const std::string left =
      i18n::format(trn("{1} card in the deck", "{1} cards in the deck", *deck), *deck);
  const float room = r.w - 3 * l.pad - ImGui::CalcTextSize(title.c_str()).x;
  const std::string shown = fitted(left, room);
  list->AddText({r.right() - l.pad - ImGui::CalcTextSize(shown.c_str()).x, y}, palette::kInkSoft,
                shown.c_str());
}

// How many copies lie out, in words.
std::string left_text(int left) {
  if (left == 0)
    // TRANSLATORS: Machi Koro: a pile of the market bought out.
    return tr("none left");
  // TRANSLATORS: Machi Koro: the copies of a card still on sale.
  return i18n::format(trn("{1} left", "{1} left", left), left);
}

// The smallest size a name shrinks to, against the font's: still read at arm's length.
constexpr float kSmallestName = 0.8f;

// The widest rolls a card fires on, for the column the rolls take.
constexpr const char* kWidestRolls =
    "12\xE2\x80\x93"
    "14";

// What a tile writes: the pile's name, its rolls, its cost (red when out of reach).
struct TileWords {
  std::string name;
  std::string rolls;
  std::string cost;
  ImU32 cost_colour = 0;
};

// A tile of two lines: the badge and the name (wrapped, smaller if it must be) on top, the
// rolls, cost and copies under them.
void draw_tall_tile(UiFrame& frame, const machikoro::Establishment& e, const MarketPile& pile,
                    const TileWords& words, const Rect& t, float pad) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* small = frame.fonts.small;
  ImFont* body = ImGui::GetFont();
  const float line = ImGui::GetTextLineHeight();
  const float badge = std::round(line);
  const float x = t.x + pad + 3.0f * s;
  draw_card_badge(list, frame, e, {x, t.y + pad * 0.5f}, badge);
  const float name_x = x + badge + pad;
  ImGui::PushFont(small);
  const float fs = ImGui::GetFontSize();
  const float y2 = t.bottom() - pad * 0.5f - fs;
  const BoxedText shown = box_text(body, line, fs * kSmallestName, words.name,
                                   t.right() - pad - name_x, y2 - t.y - pad * 0.5f);
  draw_boxed_text(list, body, shown, {name_x, t.y + pad * 0.5f}, palette::kInk);
  list->AddText(small, fs, {x, y2}, palette::kInkSoft, words.rolls.c_str());
  const float coin_x = x + ImGui::CalcTextSize(kWidestRolls).x + pad;
  draw_coin(list, frame, {coin_x, y2}, fs);
  list->AddText(small, fs, {coin_x + fs + 2.0f * s, y2}, words.cost_colour, words.cost.c_str());
  const std::string left = left_text(pile.left);
  list->AddText(small, fs, {t.right() - pad - ImGui::CalcTextSize(left.c_str()).x, y2},
                palette::kInkSoft, left.c_str());
  ImGui::PopFont();
}

// A tile of one line: the name takes the middle; the rolls over the cost and copies at the
// right end, smaller.
void draw_wide_tile(UiFrame& frame, const machikoro::Establishment& e, const MarketPile& pile,
                    const TileWords& words, const Rect& t, float pad) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* small = frame.fonts.small;
  ImGui::PushFont(small);
  const float fs = ImGui::GetFontSize();
  const float tiny = fs * kSmallestName;
  const float tiny_scale = tiny / fs;
  const std::string left = "\xC3\x97" + std::to_string(pile.left);
  // As wide as the widest rolls, or a two-digit cost with its coin beside "×6".
  const float numbers_w = std::max(ImGui::CalcTextSize(kWidestRolls).x * tiny_scale,
                                   tiny + 2.0f * s + pad +
                                       (ImGui::CalcTextSize("10").x + ImGui::CalcTextSize("\xC3\x97"
                                                                                          "6")
                                                                          .x) *
                                           tiny_scale);
  const float numbers_x = t.right() - pad - numbers_w;
  const float top = t.y + (t.h - 2 * tiny) * 0.5f;
  const float rolls_w = ImGui::CalcTextSize(words.rolls.c_str()).x * tiny_scale;
  list->AddText(small, tiny, {t.right() - pad - rolls_w, top}, palette::kInkSoft,
                words.rolls.c_str());
  const float left_w = ImGui::CalcTextSize(left.c_str()).x * tiny_scale;
  list->AddText(small, tiny, {t.right() - pad - left_w, top + tiny}, palette::kInkSoft,
                left.c_str());
  draw_coin(list, frame, {numbers_x, top + tiny}, tiny);
  list->AddText(small, tiny, {numbers_x + tiny + 2.0f * s, top + tiny}, words.cost_colour,
                words.cost.c_str());
  const float badge = std::round(fs + 2.0f * s);
  const float x = t.x + pad + 3.0f * s;
  draw_card_badge(list, frame, e, {x, t.y + (t.h - badge) * 0.5f}, badge);
  const float name_x = x + badge + pad;
  const BoxedText shown = box_text(small, fs, tiny, words.name, numbers_x - pad - name_x, t.h);
  draw_boxed_text(list, small, shown, {name_x, t.y + (t.h - shown.height()) * 0.5f}, palette::kInk);
  ImGui::PopFont();
}

// One pile: its face and colour, then its words on the lines the layout gives a tile.
void draw_tile(UiFrame& frame, const Game& game, const TableLayout& l, const MarketPile& pile,
               const Rect& t) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const machikoro::Establishment& e = game.cards().establishment(pile.card);
  fill_rounded_rect(list, {t.x, t.y}, {t.right(), t.bottom()}, palette::kCardFace, 4.0f * s);
  list->AddRectFilled({t.x, t.y + 3.0f * s}, {t.x + 3.0f * s, t.bottom() - 3.0f * s},
                      kind_colour(e.colour));
  const float pad = std::round(4.0f * s);
  const TileWords words{
      machikoro::session::card_name(game.cards(), CardRef::establishment(pile.card)),
      machikoro::session::roll_text(e), std::to_string(pile.cost),
      pile.buildable ? palette::kInk : palette::kWarn};
  if (l.tile_lines == 2)
    draw_tall_tile(frame, e, pile, words, t, pad);
  else
    draw_wide_tile(frame, e, pile, words, t, pad);
  // Out of reach (too dear, bought out, or a purple card owned): the tile under a veil, its
  // cost in red.
  if (!pile.buildable)
    fill_rounded_rect(list, {t.x, t.y}, {t.right(), t.bottom()}, palette::kOutOfReach, 4.0f * s);
}

}  // namespace

void draw_market(UiFrame& frame, const Game& game, const Picks& picks, const PlayUi& ui,
                 const TableLayout& layout, Commands& out) {
  const Rect& r = layout.market;
  const float s = frame.ui_scale;
  panel_rect(ImGui::GetWindowDrawList(), {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  ImGui::SetCursorScreenPos({r.x, r.y});
  ImGui::BeginChild("##market", {r.w, r.h}, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                        ImGuiWindowFlags_NoBackground |
                        (ui.card_shown ? ImGuiWindowFlags_NoMouseInputs : 0));
  draw_heading(game, layout);
  const std::vector<MarketPile> piles = machikoro::session::market_piles(game);
  ImDrawList* list = ImGui::GetWindowDrawList();
  for (int i = 0; i < static_cast<int>(piles.size()); ++i) {
    const MarketPile& pile = piles[static_cast<std::size_t>(i)];
    const Rect t = layout.market_tile(i);
    draw_tile(frame, game, layout, pile, t);
    const CardRef ref = CardRef::establishment(pile.card);
    const TableCard here{-1, ref};
    ImGui::SetCursorScreenPos({t.x, t.y});
    ImGui::PushID(pile.card);
    if (ImGui::InvisibleButton("##pile", {t.w, t.h}) && picks.can_pick(here))
      out.push_back({.kind = Command::Kind::Pick, .card = ref});
    ImGui::PopID();
    card_tooltip(game.cards(), ref, game.setup().edition);
    mark_card(list, {t.x, t.y}, {t.right(), t.bottom()}, ui.build == ref, ui.focus == here,
              picks.can_pick(here), s);
    if (hint_points_at(game, ui, here)) mark_hinted(list, {t.x, t.y}, {t.right(), t.bottom()}, s);
  }
  ImGui::EndChild();
}

}  // namespace app::mk
