#include "screens/machikoro/play/city_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/computers.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "screens/machikoro/play/hint_marks.hpp"
#include "table/default_names.hpp"
#include "ui/boxed_text.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app::mk {

using i18n::tr;
using machikoro::CardRef;
using machikoro::Game;
using machikoro::session::CityRow;
using machikoro::session::Rect;

namespace {

constexpr ImGuiWindowFlags kCityFlags = ImGuiWindowFlags_NoScrollbar |
                                        ImGuiWindowFlags_NoScrollWithMouse |
                                        ImGuiWindowFlags_NoBackground;

// Text in `font` at a point, as an item the pointer can be on.
void text_item(ImFont* font, ImVec2 at, ImU32 colour, const std::string& text) {
  ImGui::PushFont(font);
  ImGui::SetCursorScreenPos(at);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// "+3", "−2", both or nothing: what the turn just played moved of the coins.
struct MarkText {
  std::string gained;
  std::string paid;
};
MarkText mark_text(const std::optional<machikoro::session::IncomeMark>& mark) {
  MarkText text;
  if (!mark) return text;
  if (mark->gained > 0) text.gained = "+" + std::to_string(mark->gained);
  if (mark->paid > 0) text.paid = "\xE2\x88\x92" + std::to_string(mark->paid);
  return text;
}

// The coins and their marks, right-aligned in a header line: their widths.
struct CoinsBlock {
  std::string coins;
  MarkText marks;
  float coin = 0;     // the coin's picture
  float coins_w = 0;  // the number
  float gained_w = 0;
  float paid_w = 0;
  float gap = 0;
  float width() const {
    return coin + gap + coins_w + (gained_w > 0 ? gap + gained_w : 0) +
           (paid_w > 0 ? gap + paid_w : 0);
  }
};

CoinsBlock coins_block(UiFrame& frame, const CityScene& city, float line) {
  CoinsBlock b{std::to_string(city.coins), mark_text(city.mark)};
  b.gap = std::round(4.0f * frame.ui_scale);
  b.coin = std::round(line * 0.85f);
  b.coins_w = ImGui::CalcTextSize(b.coins.c_str()).x;
  ImGui::PushFont(frame.fonts.small);
  if (!b.marks.gained.empty()) b.gained_w = ImGui::CalcTextSize(b.marks.gained.c_str()).x;
  if (!b.marks.paid.empty()) b.paid_w = ImGui::CalcTextSize(b.marks.paid.c_str()).x;
  ImGui::PopFont();
  return b;
}

// The city's name as the header shows it: whole, on two lines or smaller when it must be.
struct HeaderName {
  std::string name;
  CoinsBlock coins;  // beside it, measured once for both
  BoxedText shown;
  float x_offset = 0;  // past the arrow of whose turn it is
};

HeaderName header_name(UiFrame& frame, const Game& game, const CityScene& city, float width,
                       bool active) {
  const float line = ImGui::GetTextLineHeight();
  HeaderName h{
      machikoro::session::seat_name(game, city.seat), coins_block(frame, city, line), {}, 0};
  const CoinsBlock& coins = h.coins;
  if (active) h.x_offset = line * 0.5f + coins.gap;
  ImGui::PushFont(frame.fonts.small);
  const float smallest = ImGui::GetFontSize() * 0.8f;
  ImGui::PopFont();
  h.shown = box_text(ImGui::GetFont(), ImGui::GetFontSize(), smallest, h.name,
                     width - h.x_offset - coins.width() - 2 * coins.gap, 2 * line);
  return h;
}

// The coins and their marks at the right of the header's first line; returns where they
// start.
float draw_coins(UiFrame& frame, const CoinsBlock& b, const Rect& header, float small_y) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* small = frame.fonts.small;
  const float line = ImGui::GetTextLineHeight();
  const float y = header.y;
  const float gap = b.gap;
  const float x = header.right() - b.width();
  draw_coin(list, frame, {x, y + (line - b.coin) * 0.5f}, b.coin);
  text_item(ImGui::GetFont(), {x + b.coin + gap, y}, palette::kInk, b.coins);
  float mark_x = x + b.coin + gap + b.coins_w + gap;
  if (b.gained_w > 0) {
    text_item(small, {mark_x, small_y}, palette::kGoodText, b.marks.gained);
    mark_x += b.gained_w + gap;
  }
  if (b.paid_w > 0) text_item(small, {mark_x, small_y}, palette::kWarn, b.marks.paid);
  return x;
}

// "· computer" after the name of a seat the computer plays, when it fits before the coins.
void draw_computer_tag(UiFrame& frame, const Game& game, const CityScene& city,
                       const HeaderName& name, float name_x, float small_y, float coins_x) {
  // "Computer (hard)" says it already; a name on two lines leaves no room.
  if (city.computer.empty() || table::is_default_computer_name(game.player(city.seat).name) ||
      name.shown.lines.size() != 1)
    return;
  ImFont* small = frame.fonts.small;
  const float gap = name.coins.gap;
  const float name_w = name.shown.width;
  // TRANSLATORS: Machi Koro: beside a player's name, a seat the computer plays.
  const std::string tag = "\xC2\xB7 " + tr("computer");
  ImGui::PushFont(small);
  const bool fits = name_x + name_w + gap + ImGui::CalcTextSize(tag.c_str()).x <= coins_x - gap * 2;
  ImGui::PopFont();
  if (fits) text_item(small, {name_x + name_w + gap, small_y}, palette::kInkSoft, tag);
}

// The name (and whose turn it is) on the header's one or two lines, the coins and their
// marks at the right of its first.
void draw_header(UiFrame& frame, const Game& game, const CityScene& city, const Rect& header,
                 const HeaderName& name, bool active) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float line = ImGui::GetTextLineHeight();
  const float y = header.y;

  ImGui::PushFont(frame.fonts.small);
  const float small_y = y + (line - ImGui::GetTextLineHeight()) * 0.5f;
  ImGui::PopFont();
  const float coins_x = draw_coins(frame, name.coins, header, small_y);

  // Whose turn: a gold arrowhead before the name.
  if (active) {
    const float h = line * 0.5f;
    list->AddTriangleFilled({header.x, y + line * 0.25f}, {header.x, y + line * 0.75f},
                            {header.x + h, y + line * 0.5f}, palette::kActiveCity);
  }
  const float name_x = header.x + name.x_offset;
  const float name_y = y + (header.h - name.shown.height()) * 0.5f;
  draw_boxed_text(list, ImGui::GetFont(), name.shown, {name_x, name_y},
                  active ? palette::kInk : palette::kInkSoft);
  ImGui::SetCursorScreenPos({name_x, name_y});
  ImGui::Dummy({std::max(1.0f, name.shown.width), std::max(1.0f, name.shown.height())});
  if (ImGui::IsItemHovered()) {
    // The name, then which computer plays the seat and how.
    std::string about = name.name;
    if (const auto* computer = machikoro::session::find_computer_player(city.computer))
      about += "\n" + machikoro::session::computer_label(*computer) + "\n" +
               machikoro::session::computer_description(*computer);
    ImGui::SetTooltip("%s", about.c_str());
  }
  draw_computer_tag(frame, game, city, name, name_x, small_y, coins_x);
}

// The game's landmarks in card order.
std::vector<int> game_landmarks(const Game& game) {
  std::vector<int> shown;
  const machikoro::CardSet& cards = game.cards();
  for (int l = 0; l < static_cast<int>(cards.landmarks().size()); ++l)
    if (machikoro::in_game(cards.landmark(l).edition, game.setup().edition)) shown.push_back(l);
  return shown;
}

// Every landmark of the game as a badge, built or not (its cost on it); a person picks one
// of theirs to build.
void draw_landmarks(UiFrame& frame, const Game& game, const Picks& picks, const PlayUi& ui,
                    const CityScene& city, const std::vector<int>& shown,
                    const std::vector<Rect>& badges, Commands& out) {
  const float s = frame.ui_scale;
  const machikoro::CardSet& cards = game.cards();
  const machikoro::PlayerState& player = game.player(city.seat);
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* small = frame.fonts.small;
  for (std::size_t i = 0; i < shown.size() && i < badges.size(); ++i) {
    const int l = shown[i];
    const Rect& b = badges[i];
    const ImVec2 min{b.x, b.y};
    const ImVec2 max{b.right(), b.bottom()};
    const bool built = player.built(l);
    draw_landmark_badge(list, frame, cards.landmark(l), min, b.w, built);
    if (!built) {
      const std::string cost = std::to_string(cards.landmark(l).cost);
      ImGui::PushFont(small);
      const ImVec2 size = ImGui::CalcTextSize(cost.c_str());
      list->AddText(small, ImGui::GetFontSize(),
                    {min.x + (b.w - size.x) * 0.5f, min.y + (b.h - size.y) * 0.5f}, palette::kInk,
                    cost.c_str());
      ImGui::PopFont();
    }
    const CardRef ref = CardRef::landmark_at(l);
    const TableCard here{city.seat, ref};
    ImGui::SetCursorScreenPos(min);
    ImGui::PushID(l);
    if (ImGui::InvisibleButton("##landmark", {std::max(1.0f, b.w), std::max(1.0f, b.h)}) &&
        picks.can_pick(here))
      out.push_back({.kind = Command::Kind::Pick, .seat = city.seat, .card = ref});
    ImGui::PopID();
    card_tooltip(cards, ref, game.setup().edition);
    mark_card(list, min, max, ui.build == ref && city.seat == game.active(), ui.focus == here,
              picks.can_pick(here), s);
    if (hint_points_at(game, ui, here)) mark_hinted(list, min, max, s);
  }
}

// A card of a row: its badge, then its name (none in a compact city: it is in the tooltip)
// and its copies ("×2", never cut).
struct Chip {
  int card = -1;
  std::string name;
  std::string copies;
  float w = 0;
  ImVec2 at;
};

// A row placed: its label (the rolls) and its chips.
struct PlacedRow {
  const CityRow* row = nullptr;
  ImVec2 label;
  std::vector<Chip> chips;
};

struct RowMetrics {
  float x0 = 0;
  float right = 0;
  float top = 0;
  float line_h = 0;
  float badge = 0;
  float gap = 0;
  float label_w = 0;
};

// The rows in the current font from `m.top`: each on lines of its own after a column of
// labels, or compact, flowing one after another. Returns the bottom of the last line.
float lay_out_rows(const std::vector<CityRow>& rows, const machikoro::CardSet& cards, bool compact,
                   const RowMetrics& m, std::vector<PlacedRow>& placed) {
  placed.clear();
  float x = m.x0;
  float y = m.top;
  for (const CityRow& row : rows) {
    PlacedRow p{&row, {}, {}};
    float row_w = m.label_w;
    for (const machikoro::session::CityCard& c : row.cards) {
      Chip chip{c.card,
                compact ? "" : machikoro::session::card_name(cards, CardRef::establishment(c.card)),
                c.copies > 1 ? "\xC3\x97" + std::to_string(c.copies) : "",
                m.badge,
                {}};
      for (const std::string* text : {&chip.name, &chip.copies})
        if (!text->empty()) chip.w += m.gap + ImGui::CalcTextSize(text->c_str()).x;
      row_w += chip.w + m.gap;
      p.chips.push_back(std::move(chip));
    }
    const bool first = placed.empty();
    if (!first && (!compact || x + row_w > m.right)) {
      x = m.x0;
      y += m.line_h;
    }
    p.label = {x, y};
    const float chips_x = x + m.label_w;
    x = chips_x;
    for (Chip& chip : p.chips) {
      if (x > chips_x && x + chip.w > m.right) {
        x = chips_x;
        y += m.line_h;
      }
      chip.w = std::min(chip.w, m.right - x);
      chip.at = {x, y};
      x += chip.w + m.gap;
    }
    x += m.gap;
    placed.push_back(std::move(p));
  }
  return placed.empty() ? m.top : y + m.line_h;
}

// The rows' measures in the small font (pushed), the labels' column as wide as this city's
// widest ("12–14" or just "6").
RowMetrics row_metrics(const machikoro::CardSet& cards, const std::vector<CityRow>& rows,
                       const CityScene& city, float top, float s) {
  const float font_size = ImGui::GetFontSize();
  RowMetrics m;
  m.gap = std::round(4.0f * s);
  m.badge = std::round(font_size + 2.0f * s);
  m.line_h = m.badge + std::round(3.0f * s);
  m.x0 = city.rect.x + city.pad;
  m.right = city.rect.right() - city.pad;
  m.top = top;
  for (const CityRow& row : rows) {
    const std::string label =
        machikoro::session::roll_text(cards.establishment(row.cards.front().card));
    m.label_w = std::max(m.label_w, ImGui::CalcTextSize(label.c_str()).x + 2 * m.gap);
  }
  return m;
}

// A row's label (its rolls), lit when the last roll fired the row.
void draw_row_label(UiFrame& frame, const machikoro::CardSet& cards, const CityScene& city,
                    const RowMetrics& m, const PlacedRow& p) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float font_size = ImGui::GetFontSize();
  const std::string label =
      machikoro::session::roll_text(cards.establishment(p.row->cards.front().card));
  const bool fired =
      city.total && *city.total >= p.row->roll_low && *city.total <= p.row->roll_high;
  if (fired)
    fill_rounded_rect(
        list, p.label,
        {p.label.x + ImGui::CalcTextSize(label.c_str()).x + m.gap, p.label.y + m.badge},
        palette::kHighlight, 3.0f * s);
  const float text_dy = (m.badge - font_size) * 0.5f;
  list->AddText(frame.fonts.small, font_size, {p.label.x + m.gap * 0.5f, p.label.y + text_dy},
                palette::kInkSoft, label.c_str());
}

// A card of a row: its badge, name and copies, and the button that picks it for a swap.
void draw_chip(UiFrame& frame, const Game& game, const Picks& picks, const PlayUi& ui,
               const CityScene& city, const RowMetrics& m, const Chip& chip, Commands& out) {
  const float s = frame.ui_scale;
  const machikoro::CardSet& cards = game.cards();
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImFont* small = frame.fonts.small;
  const float font_size = ImGui::GetFontSize();
  const float text_dy = (m.badge - font_size) * 0.5f;
  const CardRef ref = CardRef::establishment(chip.card);
  draw_card_badge(list, frame, cards.establishment(chip.card), chip.at, m.badge);
  // The copies at the chip's end; the name cut (with "…") to what is left of it.
  const float copies_w =
      chip.copies.empty() ? 0.0f : ImGui::CalcTextSize(chip.copies.c_str()).x + m.gap;
  const float text_x = chip.at.x + m.badge + m.gap;
  const float end = chip.at.x + chip.w;
  if (!chip.copies.empty())
    list->AddText(small, font_size, {end - copies_w + m.gap, chip.at.y + text_dy}, palette::kInk,
                  chip.copies.c_str());
  if (!chip.name.empty())
    list->AddText(small, font_size, {text_x, chip.at.y + text_dy}, palette::kInk,
                  fitted(chip.name, end - copies_w - text_x, WholeText::InTooltip).c_str());
  const TableCard here{city.seat, ref};
  ImGui::SetCursorScreenPos(chip.at);
  ImGui::PushID(chip.card);
  if (ImGui::InvisibleButton("##card", {std::max(1.0f, chip.w), m.badge}) && picks.can_pick(here))
    out.push_back({.kind = Command::Kind::Pick, .seat = city.seat, .card = ref});
  ImGui::PopID();
  card_tooltip(cards, ref, game.setup().edition);
  const bool picked = (city.seat == game.active() && ui.give == chip.card) || ui.take == here;
  mark_card(list, chip.at, {chip.at.x + chip.w, chip.at.y + m.badge}, picked, ui.focus == here,
            picks.can_pick(here), s);
  if (hint_points_at(game, ui, here))
    mark_hinted(list, chip.at, {chip.at.x + chip.w, chip.at.y + m.badge}, s);
}

// The establishments by the rolls they fire on, the rolls that the last roll fired lit.
void draw_rows(UiFrame& frame, const Game& game, const Picks& picks, const PlayUi& ui,
               const CityScene& city, float top, Commands& out) {
  const machikoro::CardSet& cards = game.cards();
  ImGui::PushFont(frame.fonts.small);
  const std::vector<CityRow> rows = machikoro::session::city_rows(cards, game.player(city.seat));
  const RowMetrics m = row_metrics(cards, rows, city, top, frame.ui_scale);
  std::vector<PlacedRow> placed;
  if (lay_out_rows(rows, cards, false, m, placed) > city.rect.bottom() - city.pad)
    lay_out_rows(rows, cards, true, m, placed);
  for (const PlacedRow& p : placed) {
    draw_row_label(frame, cards, city, m, p);
    for (const Chip& chip : p.chips) draw_chip(frame, game, picks, ui, city, m, chip, out);
  }
  ImGui::PopFont();
}

}  // namespace

void draw_city(UiFrame& frame, const Game& game, const Picks& picks, const PlayUi& ui,
               const CityScene& city, Commands& out) {
  const float s = frame.ui_scale;
  const Rect& r = city.rect;
  const bool active = !game.over() && game.active() == city.seat;
  ImDrawList* parent = ImGui::GetWindowDrawList();
  panel_rect(parent, {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  if (active)
    parent->AddRect({r.x + 1, r.y + 1}, {r.right() - 1, r.bottom() - 1}, palette::kActiveCity,
                    8.0f * s, 0, std::round(3.0f * s));
  ImGui::SetCursorScreenPos({r.x, r.y});
  ImGui::PushID(city.seat);
  // Under the card panel nothing of the table answers the pointer.
  ImGui::BeginChild("##city", {r.w, r.h}, false,
                    kCityFlags | (ui.card_shown ? ImGuiWindowFlags_NoMouseInputs : 0));
  const std::vector<int> landmarks = game_landmarks(game);
  const HeaderName name = header_name(frame, game, city, r.w - 2 * city.pad, active);
  const float header_h = std::max(ImGui::GetTextLineHeight(), std::ceil(name.shown.height()));
  const machikoro::session::CityLayout inside =
      machikoro::session::city_layout(r, city.pad, header_h, static_cast<int>(landmarks.size()), s);
  draw_header(frame, game, city, inside.header, name, active);
  draw_landmarks(frame, game, picks, ui, city, landmarks, inside.landmarks, out);
  draw_rows(frame, game, picks, ui, city, inside.rows_top, out);
  ImGui::EndChild();
  ImGui::PopID();
}

}  // namespace app::mk
