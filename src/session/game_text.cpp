#include "mycity/session/game_text.hpp"

#include <algorithm>
#include <numeric>

namespace mycity::session {
namespace {

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
    out += names[i];
  }
  return out;
}

std::string cells_word(int n) {
  return std::to_string(n) + (n == 1 ? " empty meadow cell" : " empty meadow cells");
}

}  // namespace

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
    for (int p : group) names.push_back(result.players[static_cast<std::size_t>(p)].name);
    std::string note = join_names(names) + " both scored " +
                       std::to_string(result.players[static_cast<std::size_t>(a)].score) +
                       ". Ties go to the fuller city: empty meadow cells are compared row by "
                       "row from the top, fewer wins.";
    if (group.size() > 2) note.replace(note.find(" both "), 6, " all ");
    for (std::size_t k = 1; k < group.size(); ++k) {
      const int hi = group[k - 1];
      const int lo = group[k];
      const auto& phi = result.players[static_cast<std::size_t>(hi)];
      const auto& plo = result.players[static_cast<std::size_t>(lo)];
      const std::vector<int> rows_hi = empty_meadow_per_row(game.player(hi).city);
      const std::vector<int> rows_lo = empty_meadow_per_row(game.player(lo).city);
      if (phi.rank == plo.rank) {
        note += " " + phi.name + " and " + plo.name +
                " have the same empty meadow in every row, so they share the place.";
        continue;
      }
      const auto diff = std::mismatch(rows_hi.begin(), rows_hi.end(), rows_lo.begin());
      if (diff.first == rows_hi.end()) continue;
      const int row = static_cast<int>(diff.first - rows_hi.begin()) + 1;
      note += " In row " + std::to_string(row) + " " + phi.name + " has " +
              cells_word(*diff.first) + ", " + plo.name + " " + std::to_string(*diff.second) +
              ", so " + phi.name + " ranks higher.";
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
