#include "play/game_text.hpp"

#include <algorithm>
#include <numeric>

namespace mycity::app {
namespace {

struct TermWords {
  std::string_view id;
  std::string_view label;
  std::string_view hint;
};

constexpr TermWords kTerms[] = {
    {"pass", "Passes", "1 point paid for each pass"},
    {"gold", "Gold race", "first to cover every gold deposit"},
    {"trees", "Trees", "visible trees: +2 double, +1 single"},
    {"rocks", "Rocks",
     "visible rocks: \xE2\x88\x92"
     "2 double, \xE2\x88\x92"
     "1 single"},
    {"colour_groups", "Neighbourhoods", "largest touching group of yellow, red and blue"},
    {"churches", "Churches", "churches touching yellow, red and blue"},
    {"wells", "Wells", "wells surrounded by four different buildings"},
    {"empty_meadow", "Empty meadow",
     "\xE2\x88\x92"
     "1 for each meadow cell left empty"},
    // Legacy chapters (campaign.md). No point values where the campaign data sets them.
    {"star", "Stars", "starred buildings built this episode"},
    {"harmony", "Harmony", "the largest group of each colour has 4 or more buildings"},
    {"lumber", "Lumber", "blue buildings touching a forest"},
    {"mines", "Mines", "blue buildings touching a mountain"},
    {"smoke", "Smoke", "yellow buildings touching a blue one without a filter"},
    {"station", "Station", "each colour among the buildings beside the station"},
    {"goods", "Goods", "blue buildings with a side on the railway"},
    {"express", "Express", "first to build the station"},
    {"civic_pride", "Civic pride", "town hall beside yellow, red and blue buildings and a church"},
};

const TermWords* find_term(std::string_view id) {
  for (const TermWords& t : kTerms) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

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

std::string term_label(std::string_view term_id) {
  const TermWords* t = find_term(term_id);
  return std::string(t ? t->label : term_id);
}

std::string sticker_label(std::string_view sticker_id) {
  std::string label(sticker_id);
  std::replace(label.begin(), label.end(), '_', ' ');
  return label;
}

std::string term_hint(std::string_view term_id) {
  const TermWords* t = find_term(term_id);
  return std::string(t ? t->hint : std::string_view{});
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

}  // namespace mycity::app
