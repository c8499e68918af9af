#include "screens/machikoro/play/turn_log.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "screens/machikoro/play/card_art.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app::mk {

using i18n::format;
using i18n::tr;
using machikoro::Dice;
using machikoro::Event;
using machikoro::EventKind;
using machikoro::Game;
using machikoro::session::LoggedTurn;

namespace {

// A line of the log, made into words only when it is in sight.
struct Line {
  enum class Kind { Earlier, Turn, Reroll, Harbor, Tuna, Event };
  Kind kind = Kind::Event;
  std::size_t index = 0;  // the turn (of the history's), or the event (of the game's)
};

std::string dice_text(const Dice& dice) {
  const auto values = dice.shown();
  if (values.size() < 2) return std::to_string(dice.total());
  return std::to_string(values[0]) + " + " + std::to_string(values[1]) + " = " +
         std::to_string(dice.total());
}

std::string seat_name(const Game& game, int seat) {
  return seat >= 0 && seat < game.player_count() ? game.player(seat).name : "";
}

std::string event_text(const Game& game, const Event& e) {
  const machikoro::CardSet& cards = game.cards();
  const std::string card = machikoro::session::card_name(cards, e.card);
  switch (e.kind) {
    case EventKind::Payment:
      if (e.from == machikoro::kBank)
        // TRANSLATORS: Machi Koro log: {1} a player, {2} coins from the bank, {3} the card.
        return format(tr("{1} +{2} ({3})"), seat_name(game, e.to), e.amount, card);
      if (e.amount < e.due)
        // TRANSLATORS: Machi Koro log, K11: {1} paid {2} ({3} of the {4} due), {5} the card.
        return format(tr("{1} \xE2\x86\x92 {2}: {3} of {4} ({5})"), seat_name(game, e.from),
                      seat_name(game, e.to), e.amount, e.due, card);
      // TRANSLATORS: Machi Koro log: {1} paid {2} {3} coins for the card {4}.
      return format(tr("{1} \xE2\x86\x92 {2}: {3} ({4})"), seat_name(game, e.from),
                    seat_name(game, e.to), e.amount, card);
    case EventKind::Swap:
      // TRANSLATORS: Machi Koro log, K15: {1} gave {3} to {2} and took {4}.
      return format(
          tr("{1} \xE2\x86\x94 {2}: {3} for {4}"), seat_name(game, e.from), seat_name(game, e.to),
          card, machikoro::session::card_name(cards, machikoro::CardRef::establishment(e.take)));
    case EventKind::Build:
      // TRANSLATORS: Machi Koro log: {1} a player, {2} the card built, {3} its cost.
      return format(tr("{1} built {2} for {3}"), seat_name(game, e.from), card, e.amount);
  }
  return "";
}

std::string line_text(const Game& game, const machikoro::session::TurnHistory& history,
                      const Line& line) {
  if (line.kind == Line::Kind::Earlier)
    // TRANSLATORS: Machi Koro log: what happened before the turns the log tells apart.
    return tr("Earlier turns");
  if (line.kind == Line::Kind::Event) return event_text(game, game.events()[line.index]);
  const LoggedTurn& turn = history.turns()[line.index];
  const machikoro::TurnRoll& roll = turn.roll;
  const std::string who = seat_name(game, turn.player);
  switch (line.kind) {
    case Line::Kind::Turn:
      if (roll.first.empty())
        // TRANSLATORS: Machi Koro log: {1} the turn's number, {2} the player.
        return format(tr("Turn {1}: {2}"), turn.number, who);
      // TRANSLATORS: Machi Koro log: {3} the dice ("3 + 4 = 7", or "5").
      return format(tr("Turn {1}: {2} rolled {3}"), turn.number, who, dice_text(roll.first));
    case Line::Kind::Reroll:
      // TRANSLATORS: Machi Koro log, K5.
      return format(tr("Radio Tower: rolled again, {1}"), dice_text(roll.dice));
    case Line::Kind::Harbor:
      // TRANSLATORS: Machi Koro log, K6: {1} the total with the Harbor's 2.
      return format(tr("Harbor: +2, total {1}"), roll.total);
    case Line::Kind::Tuna:
      // TRANSLATORS: Machi Koro log, K26: the Tuna Boat's extra roll.
      return format(tr("Tuna Boat roll: {1}"), dice_text(roll.extra));
    default:
      return "";
  }
}

// Every line of the log up to event `shown` (exclusive).
std::vector<Line> log_lines(const machikoro::session::TurnHistory& history, std::size_t shown) {
  std::vector<Line> lines;
  const auto events = [&](std::size_t from, std::size_t to) {
    for (std::size_t e = from; e < std::min(to, shown); ++e)
      lines.push_back({Line::Kind::Event, e});
  };
  const std::size_t earlier = std::min(history.first_logged_event(), shown);
  if (earlier > 0) {
    lines.push_back({Line::Kind::Earlier, 0});
    events(0, earlier);
  }
  for (std::size_t t = 0; t < history.turns().size(); ++t) {
    const LoggedTurn& turn = history.turns()[t];
    if (turn.first_event > shown) break;
    lines.push_back({Line::Kind::Turn, t});
    if (turn.roll.rerolled) lines.push_back({Line::Kind::Reroll, t});
    if (turn.roll.harbor) lines.push_back({Line::Kind::Harbor, t});
    if (!turn.roll.extra.empty()) lines.push_back({Line::Kind::Tuna, t});
    events(turn.first_event, turn.end_event);
  }
  return lines;
}

}  // namespace

void draw_log(UiFrame& frame, const Game& game, const machikoro::session::TurnHistory& history,
              std::size_t shown_events, const machikoro::session::TableLayout& layout, bool covered,
              LogState& state) {
  const float s = frame.ui_scale;
  const machikoro::session::Rect& r = layout.log;
  panel_rect(ImGui::GetWindowDrawList(), {r.x, r.y}, {r.right(), r.bottom()}, 8.0f * s);
  const float pad = layout.pad;
  ImGui::SetCursorScreenPos({r.x + pad, r.y + pad});
  ImGui::PushFont(frame.fonts.small);
  ImGui::BeginChild("##log", {r.w - 2 * pad, r.h - 2 * pad}, false,
                    ImGuiWindowFlags_NoBackground | (covered ? ImGuiWindowFlags_NoMouseInputs : 0));
  allow_scrolling();
  const std::vector<Line> lines = log_lines(history, shown_events);
  const bool at_bottom = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1.0f;
  const float room = ImGui::GetContentRegionAvail().x;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(lines.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const Line& line = lines[static_cast<std::size_t>(i)];
      const bool heading = line.kind == Line::Kind::Turn || line.kind == Line::Kind::Earlier;
      const std::string text = line_text(game, history, line);
      const float indent = heading ? 0.0f : std::round(12.0f * s);
      if (indent > 0) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
      ImGui::PushStyleColor(ImGuiCol_Text, heading ? palette::kInk : palette::kInkSoft);
      ImGui::TextUnformatted(fitted(text, room - indent, WholeText::InTooltip).c_str());
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered() && ImGui::CalcTextSize(text.c_str()).x > room - indent)
        ImGui::SetTooltip("%s", text.c_str());
    }
  }
  if (lines.size() != state.lines && at_bottom) ImGui::SetScrollHereY(1.0f);
  state.lines = lines.size();
  ImGui::EndChild();
  ImGui::PopFont();
}

}  // namespace mycity::app::mk
