#include "screens/machikoro/story_views.hpp"

#include <algorithm>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/story_layout.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/machikoro/seat_colours.hpp"
#include "table/button_row.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;
namespace mk = machikoro::session;

namespace {

constexpr std::size_t kIncomeRows = 6;  // the cards that brought most; the rest in one row

// The width of the column being drawn (draw_story_columns pushes it as the item width).
float column_width() {
  return ImGui::CalcItemWidth();
}

// A table of `columns` as wide as the column being drawn, whose first column takes what the
// others leave; those are as wide as the widest of `headers` or a three-digit number.
bool begin_number_table(const char* id, int columns, const std::vector<std::string>& headers) {
  if (!ImGui::BeginTable(id, columns, ImGuiTableFlags_SizingFixedFit, {column_width(), 0}))
    return false;
  float number = ImGui::CalcTextSize("000").x;
  for (const std::string& header : headers)
    number = std::max(number, ImGui::CalcTextSize(header.c_str()).x);
  ImGui::TableSetupColumn("##what", ImGuiTableColumnFlags_WidthStretch);
  for (int c = 1; c < columns; ++c)
    ImGui::TableSetupColumn("##n", ImGuiTableColumnFlags_WidthFixed, number);
  return true;
}

void number_cell(int value) {
  ImGui::TableNextColumn();
  const std::string text = std::to_string(value);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x -
                       ImGui::CalcTextSize(text.c_str()).x);
  ImGui::TextUnformatted(text.c_str());
}

void label_cell(const std::string& label, ImU32 colour) {
  ImGui::TableNextColumn();
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextUnformatted(
      fitted(label, ImGui::GetContentRegionAvail().x, WholeText::InTooltip).c_str());
  ImGui::PopStyleColor();
}

void income_table(const machikoro::CardSet& cards, const mk::PlayerStory& player) {
  // TRANSLATORS: Machi Koro's end screen: the columns of a player's income by card: what
  // the bank paid, what other players paid.
  const std::string bank = tr("Bank");
  const std::string players = tr("Players");
  if (!begin_number_table("##income", 3, {bank, players})) return;
  ImGui::TableNextRow();
  label_cell(tr("Income by card"), palette::kInkSoft);
  label_cell(bank, palette::kInkSoft);
  label_cell(players, palette::kInkSoft);
  mk::CardIncome others;
  for (std::size_t i = 0; i < player.income.size(); ++i) {
    const mk::CardIncome& income = player.income[i];
    if (i >= kIncomeRows) {
      others.from_bank += income.from_bank;
      others.from_players += income.from_players;
      continue;
    }
    ImGui::TableNextRow();
    label_cell(mk::card_name(cards, income.card), palette::kInk);
    number_cell(income.from_bank);
    number_cell(income.from_players);
  }
  if (others.total() > 0) {
    ImGui::TableNextRow();
    label_cell(format(i18n::trn("{1} other card", "{1} other cards",
                                static_cast<long>(player.income.size() - kIncomeRows)),
                      player.income.size() - kIncomeRows),
               palette::kInk);
    number_cell(others.from_bank);
    number_cell(others.from_players);
  }
  ImGui::TableNextRow();
  label_cell(tr("In all"), palette::kInkSoft);
  number_cell(player.from_bank);
  number_cell(player.from_players);
  ImGui::EndTable();
}

// Paid to other players (by their card) and spent on building.
void payouts(const machikoro::CardSet& cards, const mk::PlayerStory& player) {
  std::string to_players = format(tr("Paid to other players: {1}"), player.paid);
  std::string cards_line;
  for (const mk::CardPayout& payout : player.payouts)
    cards_line += (cards_line.empty() ? "" : ", ") +
                  format("{1} {2}", mk::card_name(cards, payout.card), payout.paid);
  wrapped_text(to_players + (cards_line.empty() ? "" : " (" + cards_line + ")"), palette::kInk);
  if (player.unpaid > 0)
    wrapped_text(format(i18n::trn("{1} more coin was owed and could not be paid.",
                                  "{1} more coins were owed and could not be paid.",
                                  static_cast<long>(player.unpaid)),
                        player.unpaid),
                 palette::kInkSoft);
  wrapped_text(format(tr("Spent on building: {1}"), player.spent), palette::kInk);
}

// The coins after every turn as a line, the highest marked.
void coins_plot(UiFrame& frame, const mk::PlayerStory& player, int seat) {
  std::vector<float> values(player.coins.begin(), player.coins.end());
  const int most = *std::max_element(player.coins.begin(), player.coins.end());
  ImGui::TextUnformatted(fitted(format(tr("Coins over the turns (at most {1})"), most),
                                column_width(), WholeText::InTooltip)
                             .c_str());
  ImGui::PushStyleColor(ImGuiCol_PlotLines, seat_colour(seat));
  ImGui::PlotLines("##coins", values.data(), static_cast<int>(values.size()), 0, nullptr, 0.0f,
                   std::max(1.0f, static_cast<float>(most)),
                   {column_width(), 56.0f * frame.ui_scale});
  ImGui::PopStyleColor();
}

// A bar per total the player could roll, its count over it and the total under it.
void totals_histogram(UiFrame& frame, const mk::GameStory& story, const mk::PlayerStory& player,
                      int seat) {
  const int last = story.setup().edition == machikoro::Edition::Plus ? machikoro::kMaxTotal : 12;
  ImGui::TextUnformatted(
      fitted(format(i18n::trn("Totals rolled in {1} turn", "Totals rolled in {1} turns",
                              static_cast<long>(player.turns)),
                    player.turns),
             column_width(), WholeText::InTooltip)
          .c_str());
  const float width = column_width();
  const float line = ImGui::GetTextLineHeight();
  const float bars = 48.0f * frame.ui_scale;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy({width, bars + 2 * line});
  ImDrawList* list = ImGui::GetWindowDrawList();
  const int most =
      std::max(1, *std::max_element(player.totals.begin() + 1, player.totals.begin() + last + 1));
  const float step = width / static_cast<float>(last);
  for (int total = 1; total <= last; ++total) {
    const int count = player.totals[static_cast<std::size_t>(total)];
    const float x = at.x + step * static_cast<float>(total - 1);
    const float top = at.y + line + bars * (1.0f - static_cast<float>(count) / most);
    const float bottom = at.y + line + bars;
    if (count > 0)
      list->AddRectFilled({x + step * 0.15f, top}, {x + step * 0.85f, bottom}, seat_colour(seat));
    list->AddLine({x, bottom}, {x + step, bottom}, palette::kInkSoft);
    const auto centred = [&](const std::string& text, float y, ImU32 colour) {
      const float w = ImGui::CalcTextSize(text.c_str()).x;
      if (w <= step) list->AddText({x + (step - w) * 0.5f, y}, colour, text.c_str());
    };
    if (count > 0) centred(std::to_string(count), top - line, palette::kInk);
    centred(std::to_string(total), bottom, palette::kInkSoft);
  }
}

}  // namespace

void begin_band(float margin) {
  ImGui::GetWindowDrawList()->ChannelsSplit(2);
  ImGui::GetWindowDrawList()->ChannelsSetCurrent(1);
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::SetCursorScreenPos({margin + style.FramePadding.x, margin + style.FramePadding.y});
  ImGui::PushTextWrapPos(ImGui::GetIO().DisplaySize.x - margin - style.FramePadding.x);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::BeginGroup();
}

void end_band(float margin) {
  ImGui::EndGroup();
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float bottom = ImGui::GetItemRectMax().y + style.FramePadding.y;
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->ChannelsSetCurrent(0);
  fill_rounded_rect(list, {margin, margin}, {ImGui::GetIO().DisplaySize.x - margin, bottom},
                    palette::kBanner, style.FrameRounding);
  list->ChannelsMerge();
  ImGui::SetCursorScreenPos({margin, bottom + style.ItemSpacing.y});
}

FooterRow begin_footer_row(UiFrame& frame, int count, float max_width, float y) {
  const float s = frame.ui_scale;
  const float gap = 14.0f * s;
  const table::ButtonRow row =
      table::centred_buttons(count, ImGui::GetIO().DisplaySize.x, max_width * s, gap);
  const ImVec2 size{row.w, 44.0f * s};
  // On a band of the panel's colour, as the heading is: buttons never float on the picture.
  const float pad = 8.0f * s;
  const float right =
      row.x + static_cast<float>(count) * size.x + static_cast<float>(count - 1) * gap;
  fill_rounded_rect(ImGui::GetWindowDrawList(), {row.x - pad, y - pad},
                    {right + pad, y + size.y + pad}, palette::kBanner,
                    ImGui::GetStyle().FrameRounding);
  ImGui::SetCursorScreenPos({row.x, y});
  return {size, gap};
}

void draw_story_columns(UiFrame& frame, const char* id, const std::vector<int>& seats, float bottom,
                        float& height, const std::function<void(int seat)>& draw) {
  const float room = std::max(bottom - ImGui::GetCursorScreenPos().y, 80.0f * frame.ui_scale);
  ImGui::BeginChild(id, {ImGui::GetContentRegionAvail().x, std::min(height, room)}, true);
  allow_scrolling();
  const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
  const mk::StoryColumns layout =
      mk::story_columns(ImGui::GetContentRegionAvail().x, static_cast<int>(seats.size()),
                        300.0f * frame.ui_scale, gap);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const auto column = static_cast<int>(i) % layout.columns;
    if (column == 0 && i > 0) {
      ImGui::Spacing();
      ImGui::Separator();
      ImGui::Spacing();
    }
    if (column > 0) ImGui::SameLine(0, gap);
    ImGui::BeginGroup();
    ImGui::PushItemWidth(layout.width);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + layout.width);
    ImGui::PushID(seats[i]);
    // The group is as wide as the column, whatever its content.
    ImGui::Dummy({layout.width, 0});
    draw(seats[i]);
    ImGui::PopID();
    ImGui::PopTextWrapPos();
    ImGui::PopItemWidth();
    ImGui::EndGroup();
  }
  height = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  ImGui::EndChild();
}

void seat_name_line(UiFrame& frame, const mk::GameStory& story, int seat) {
  const float size = ImGui::GetTextLineHeight();
  seat_swatch(seat, size);
  ImGui::SameLine();
  ImGui::PushFont(frame.fonts.heading);
  const std::string name = mk::shown_name(story.setup().players.at(static_cast<std::size_t>(seat)));
  const float room = column_width() - size - ImGui::GetStyle().ItemSpacing.x;
  ImGui::TextUnformatted(fitted(name, room, WholeText::InTooltip).c_str());
  ImGui::PopFont();
}

void player_summary(UiFrame& frame, const machikoro::CardSet& cards, const mk::GameStory& story,
                    int seat) {
  const mk::PlayerStory& player = story.player(seat);
  income_table(cards, player);
  ImGui::Spacing();
  payouts(cards, player);
  ImGui::Spacing();
  coins_plot(frame, player, seat);
  ImGui::Spacing();
  totals_histogram(frame, story, player, seat);
}

}  // namespace app
