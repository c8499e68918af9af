#include "machikoro/session/log_lines.hpp"

#include <algorithm>

#include "i18n/translate.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/event_words.hpp"

namespace machikoro::session {

namespace {

using i18n::format;
using i18n::tr;

std::vector<std::string> shown_names(const Game& game) {
  std::vector<std::string> names;
  for (int seat = 0; seat < game.player_count(); ++seat) names.push_back(seat_name(game, seat));
  return names;
}

std::string roll_line_words(const LoggedTurn& turn, const std::string& who, LogLine::Kind kind) {
  const TurnRoll& roll = turn.roll;
  switch (kind) {
    case LogLine::Kind::TurnStart:
      // TRANSLATORS: Machi Koro log: {1} the turn's number, {2} the player.
      return format(tr("Turn {1}: {2}"), turn.number, who);
    case LogLine::Kind::Turn:
      // TRANSLATORS: Machi Koro log: {3} the dice ("3 + 4 = 7", or "5").
      return format(tr("Turn {1}: {2} rolled {3}"), turn.number, who, dice_words(roll.first));
    case LogLine::Kind::Reroll:
      // TRANSLATORS: Machi Koro log, K5.
      return format(tr("Radio Tower: rolled again, {1}"), dice_words(roll.dice));
    case LogLine::Kind::Harbor:
      // TRANSLATORS: Machi Koro log, K6: {1} the total with the Harbor's 2.
      return format(tr("Harbor: +2, total {1}"), roll.total);
    case LogLine::Kind::Tuna:
      // TRANSLATORS: Machi Koro log, K26: the Tuna Boat's extra roll.
      return format(tr("Tuna Boat roll: {1}"), dice_words(roll.extra));
    case LogLine::Kind::Earlier:
    case LogLine::Kind::Event:
      break;
  }
  return "";
}

}  // namespace

std::vector<LogLine> log_lines(const TurnHistory& history, std::size_t shown, bool tumbling) {
  std::vector<LogLine> lines;
  const auto events = [&](std::size_t from, std::size_t to) {
    for (std::size_t e = from; e < std::min(to, shown); ++e)
      lines.push_back({LogLine::Kind::Event, e});
  };
  const std::size_t earlier = std::min(history.first_logged_event(), shown);
  if (earlier > 0) {
    lines.push_back({LogLine::Kind::Earlier, 0});
    events(0, earlier);
  }
  for (std::size_t t = 0; t < history.turns().size(); ++t) {
    const LoggedTurn& turn = history.turns()[t];
    if (turn.first_event > shown) break;
    const bool last = t + 1 == history.turns().size();
    // A re-roll tumbles after the first roll was seen: only the re-roll is kept back.
    const bool first_hidden = last && tumbling && !turn.roll.rerolled;
    const bool roll_shown = !turn.roll.first.empty() && !first_hidden;
    lines.push_back({roll_shown ? LogLine::Kind::Turn : LogLine::Kind::TurnStart, t});
    if (roll_shown && !(last && tumbling)) {
      if (turn.roll.rerolled) lines.push_back({LogLine::Kind::Reroll, t});
      if (turn.roll.harbor) lines.push_back({LogLine::Kind::Harbor, t});
      if (!turn.roll.extra.empty()) lines.push_back({LogLine::Kind::Tuna, t});
    }
    events(turn.first_event, turn.end_event);
  }
  return lines;
}

std::string log_line_words(const Game& game, const TurnHistory& history, const LogLine& line) {
  const std::vector<std::string> names = shown_names(game);
  switch (line.kind) {
    case LogLine::Kind::Earlier:
      // TRANSLATORS: Machi Koro log: what happened before the turns the log tells apart.
      return tr("Earlier turns");
    case LogLine::Kind::Event:
      return event_words(game.cards(), names, game.events()[line.index], Telling::LogLine);
    default: {
      const LoggedTurn& turn = history.turns()[line.index];
      const auto seat = static_cast<std::size_t>(turn.player);
      return roll_line_words(turn, seat < names.size() ? names[seat] : "", line.kind);
    }
  }
}

}  // namespace machikoro::session
