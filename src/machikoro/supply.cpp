#include "machikoro/supply.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

namespace machikoro {

Supply::Supply(std::vector<int> piles, std::vector<Turning> decks)
    : piles_(std::move(piles)),
      decks_(std::move(decks)),
      market_of_(piles_.size(), -1),
      set_aside_(piles_.size(), 0),
      retired_(piles_.size(), false) {
  for (std::size_t m = 0; m < decks_.size(); ++m) {
    for (const int card : decks_[m].market.deck)
      market_of_.at(static_cast<std::size_t>(card)) = static_cast<int>(m);
  }
  refill();
}

Supply Supply::all(std::vector<int> piles) {
  return Supply(std::move(piles), {});
}

Supply Supply::turned(std::size_t establishment_count, std::vector<Market> markets) {
  std::vector<Turning> decks;
  for (Market& market : markets) decks.push_back({std::move(market)});
  return Supply(std::vector<int>(establishment_count, 0), std::move(decks));
}

int Supply::types_out() const {
  return static_cast<int>(std::count_if(piles_.begin(), piles_.end(), [](int n) { return n > 0; }));
}

int Supply::types_out(int market) const {
  int types = 0;
  for (std::size_t card = 0; card < piles_.size(); ++card)
    types += market_of_[card] == market && piles_[card] > 0 ? 1 : 0;
  return types;
}

int Supply::in_deck(int card) const {
  const int market = market_of(card);
  if (market < 0) return 0;
  const Turning& d = decks_[static_cast<std::size_t>(market)];
  return static_cast<int>(std::count(d.market.deck.begin() + static_cast<std::ptrdiff_t>(d.next),
                                     d.market.deck.end(), card));
}

std::size_t Supply::cards_turned() const {
  return std::accumulate(decks_.begin(), decks_.end(), std::size_t{0},
                         [](std::size_t sum, const Turning& d) { return sum + d.next; });
}

void Supply::take(int card) {
  --piles_.at(static_cast<std::size_t>(card));
  refill();
}

// Sorted first, so the order drawn does not depend on the true order (the unseen stays unseen).
void Supply::shuffle_deck(base::Rng& rng) {
  for (Turning& d : decks_) {
    std::vector<int>& deck = d.market.deck;
    std::sort(deck.begin() + static_cast<std::ptrdiff_t>(d.next), deck.end());
    for (std::size_t i = deck.size(); i > d.next + 1; --i) {
      const std::size_t j = d.next + static_cast<std::size_t>(rng.below(i - d.next));
      std::swap(deck[i - 1], deck[j]);
    }
  }
}

void Supply::retire(int card) {
  const auto i = static_cast<std::size_t>(card);
  retired_.at(i) = true;
  set_aside_[i] += piles_[i];
  piles_[i] = 0;
  refill();
}

// K3, K3a: each market's cards are turned one by one until its number of types lie out; a
// turned duplicate joins its pile, a card of a retired type (purple_out) is set aside; an
// empty deck turns nothing.
void Supply::refill() {
  for (std::size_t m = 0; m < decks_.size(); ++m) {
    Turning& d = decks_[m];
    while (types_out(static_cast<int>(m)) < d.market.types && d.next < d.market.deck.size()) {
      const auto card = static_cast<std::size_t>(d.market.deck[d.next++]);
      if (retired_.at(card))
        ++set_aside_[card];
      else
        ++piles_[card];
    }
  }
}

}  // namespace machikoro
