#include "machikoro/supply.hpp"

#include <algorithm>
#include <utility>

namespace machikoro {

namespace {
constexpr int kTypesOut = 10;  // K3, "ten types"
}

Supply::Supply(std::vector<int> piles, std::vector<int> deck, bool refills)
    : piles_(std::move(piles)),
      deck_(std::move(deck)),
      refills_(refills),
      set_aside_(piles_.size(), 0),
      retired_(piles_.size(), false) {
  refill();
}

Supply Supply::all(std::vector<int> piles) {
  return Supply(std::move(piles), {}, false);
}

Supply Supply::ten(std::size_t establishment_count, std::vector<int> deck) {
  return Supply(std::vector<int>(establishment_count, 0), std::move(deck), true);
}

int Supply::types_out() const {
  return static_cast<int>(std::count_if(piles_.begin(), piles_.end(), [](int n) { return n > 0; }));
}

int Supply::in_deck(int card) const {
  return static_cast<int>(
      std::count(deck_.begin() + static_cast<std::ptrdiff_t>(next_), deck_.end(), card));
}

void Supply::take(int card) {
  --piles_.at(static_cast<std::size_t>(card));
  refill();
}

// Sorted first, so the order drawn does not depend on the true order (the unseen stays unseen).
void Supply::shuffle_deck(base::Rng& rng) {
  std::sort(deck_.begin() + static_cast<std::ptrdiff_t>(next_), deck_.end());
  for (std::size_t i = deck_.size(); i > next_ + 1; --i) {
    const std::size_t j = next_ + static_cast<std::size_t>(rng.below(i - next_));
    std::swap(deck_[i - 1], deck_[j]);
  }
}

void Supply::retire(int card) {
  const auto i = static_cast<std::size_t>(card);
  retired_.at(i) = true;
  set_aside_[i] += piles_[i];
  piles_[i] = 0;
  refill();
}

// K3: cards are turned one by one until ten types lie out; a turned duplicate joins its
// pile, a card of a retired type (purple_out) is set aside; an empty deck turns nothing.
void Supply::refill() {
  while (refills_ && types_out() < kTypesOut && next_ < deck_.size()) {
    const auto card = static_cast<std::size_t>(deck_[next_++]);
    if (retired_.at(card))
      ++set_aside_[card];
    else
      ++piles_[card];
  }
}

}  // namespace machikoro
