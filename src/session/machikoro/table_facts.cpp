#include "machikoro/session/table_facts.hpp"

#include <algorithm>
#include <tuple>

namespace machikoro::session {

std::vector<CityRow> city_rows(const CardSet& cards, const PlayerState& city) {
  std::vector<CityRow> rows;
  const auto n =
      static_cast<int>(std::min(cards.establishments().size(), city.establishments.size()));
  for (int card = 0; card < n; ++card) {
    const int copies = city.copies(card);
    if (copies <= 0) continue;
    const Establishment& e = cards.establishment(card);
    auto row = std::find_if(rows.begin(), rows.end(), [&](const CityRow& r) {
      return r.roll_low == e.roll_low && r.roll_high == e.roll_high;
    });
    if (row == rows.end()) row = rows.insert(rows.end(), {e.roll_low, e.roll_high, {}});
    row->cards.push_back({card, copies});
  }
  std::stable_sort(rows.begin(), rows.end(), [](const CityRow& a, const CityRow& b) {
    return a.roll_low != b.roll_low ? a.roll_low < b.roll_low : a.roll_high < b.roll_high;
  });
  return rows;
}

std::vector<IncomeMark> income_marks(std::span<const Event> events, int players) {
  std::vector<IncomeMark> marks(static_cast<std::size_t>(std::max(0, players)));
  const auto seat = [&](int s) { return s >= 0 && s < players; };
  for (const Event& e : events) {
    if (e.kind != EventKind::Payment) continue;
    if (seat(e.to)) marks[static_cast<std::size_t>(e.to)].gained += e.amount;
    if (seat(e.from)) marks[static_cast<std::size_t>(e.from)].paid += e.amount;
  }
  return marks;
}

std::vector<MarketPile> market_piles(const Game& game) {
  const CardSet& cards = game.cards();
  const bool turned = game.setup().supply != SupplyMode::All;
  std::vector<MarketPile> piles;
  for (int card = 0; card < static_cast<int>(cards.establishments().size()); ++card) {
    const Establishment& e = cards.establishment(card);
    const int left = game.supply().lying_out(card);
    if (!in_game(e.edition, game.setup().edition) || (turned && left == 0)) continue;
    const bool buildable = !game.over() && game.could_build(CardRef::establishment(card));
    piles.push_back({card, left, e.cost, buildable});
  }
  const auto order = [&](const MarketPile& pile) {
    const Establishment& e = cards.establishment(pile.card);
    return std::tuple(game.supply().market_of(pile.card), e.roll_low, e.roll_high);
  };
  std::stable_sort(piles.begin(), piles.end(),
                   [&](const MarketPile& a, const MarketPile& b) { return order(a) < order(b); });
  return piles;
}

std::optional<int> deck_left(const Game& game) {
  if (game.setup().supply == SupplyMode::All) return std::nullopt;
  const auto deck = game.setup().supply_deck.size();
  return static_cast<int>(deck - std::min(deck, game.supply().cards_turned()));
}

int landmarks_left(const Game& game, int seat) {
  int left = 0;
  for (int i = 0; i < static_cast<int>(game.cards().landmarks().size()); ++i)
    left += game.landmark_to_build(game.player(seat), i) ? 1 : 0;
  return left;
}

}  // namespace machikoro::session
