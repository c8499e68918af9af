#include "mycity/session/game_text.hpp"

#include <algorithm>
#include <numeric>

#include "i18n/translate.hpp"
#include "table/default_names.hpp"

namespace mycity::session {

using i18n::tr;

std::string join_names(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string head = names.front();
  for (std::size_t i = 1; i + 1 < names.size(); ++i) head += ", " + names[i];
  if (names.size() == 1) return head;
  // TRANSLATORS: the end of a list of names: {1} is "Ann" or "Ann, Ben", {2} the last name.
  return i18n::format(tr("{1} and {2}"), head, names.back());
}

std::optional<int> blocked_this_round(const Game& game) {
  // reveal_next_building: BLOCK, the hidden card, then the card in play.
  const int revealed = game.cards_revealed();
  if (game.over() || revealed < 3) return std::nullopt;
  const auto& deck = game.deck();
  if (deck[static_cast<std::size_t>(revealed - 3)] != kBlockCard) return std::nullopt;
  return game.catalogue().find_piece(deck[static_cast<std::size_t>(revealed - 2)]);
}

std::vector<std::string> tie_break_notes(const Game& game, const GameResult& result) {
  std::vector<std::string> notes;
  const int n = static_cast<int>(result.players.size());
  std::vector<bool> done(static_cast<std::size_t>(n), false);
  for (int a = 0; a < n; ++a) {
    if (done[static_cast<std::size_t>(a)]) continue;
    // Everyone with a's score, best rank first.
    std::vector<int> group;
    for (int b = a; b < n; ++b) {
      if (result.players[static_cast<std::size_t>(b)].score ==
          result.players[static_cast<std::size_t>(a)].score) {
        group.push_back(b);
        done[static_cast<std::size_t>(b)] = true;
      }
    }
    if (group.size() < 2) continue;
    std::stable_sort(group.begin(), group.end(), [&](int x, int y) {
      return result.players[static_cast<std::size_t>(x)].rank <
             result.players[static_cast<std::size_t>(y)].rank;
    });
    std::vector<std::string> names;
    for (int p : group)
      names.push_back(table::shown_name(result.players[static_cast<std::size_t>(p)].name));
    const int score = result.players[static_cast<std::size_t>(a)].score;
    std::string note =
        group.size() == 2
            ? i18n::format(tr("{1} and {2} both scored {3}."), names[0], names[1], score)
            // TRANSLATORS: {1} lists three or more names ("Ann, Ben and Cy").
            : i18n::format(tr("{1} all scored {2}."), join_names(names), score);
    note += " " + tr("Ties go to the fuller city: empty meadow cells are compared row by row from "
                     "the top, fewer wins.");
    for (std::size_t k = 1; k < group.size(); ++k) {
      const int hi = group[k - 1];
      const int lo = group[k];
      const auto& phi = result.players[static_cast<std::size_t>(hi)];
      const auto& plo = result.players[static_cast<std::size_t>(lo)];
      const std::vector<int> rows_hi = empty_meadow_per_row(game.player(hi).city);
      const std::vector<int> rows_lo = empty_meadow_per_row(game.player(lo).city);
      if (phi.rank == plo.rank) {
        note += " " + i18n::format(tr("{1} and {2} have the same empty meadow in every row, so "
                                      "they share the place."),
                                   table::shown_name(phi.name), table::shown_name(plo.name));
        continue;
      }
      const auto diff = std::mismatch(rows_hi.begin(), rows_hi.end(), rows_lo.begin());
      if (diff.first == rows_hi.end()) continue;
      const int row = static_cast<int>(diff.first - rows_hi.begin()) + 1;
      // TRANSLATORS: {1} is a row number; {2} has {3} empty cells in it, {4} has {5}.
      note += " " + i18n::format(i18n::trn("In row {1} {2} has {3} empty meadow cell, {4} {5}, "
                                           "so {2} ranks higher.",
                                           "In row {1} {2} has {3} empty meadow cells, {4} {5}, "
                                           "so {2} ranks higher.",
                                           *diff.first),
                                 row, table::shown_name(phi.name), *diff.first,
                                 table::shown_name(plo.name), *diff.second);
    }
    notes.push_back(note);
  }
  return notes;
}

std::string score_number(int points) {
  if (points < 0) return "\xE2\x88\x92" + std::to_string(-points);
  return std::to_string(points);
}

std::string signed_points(int points) {
  return points > 0 ? "+" + std::to_string(points) : score_number(points);
}

}  // namespace mycity::session
