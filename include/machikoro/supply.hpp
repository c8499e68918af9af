// The establishments on sale (K3, K16): every pile, or "ten types" turned from a deck,
// refilled whenever fewer than ten types lie out; the purple_out house rule's set-aside.
#pragma once

#include <cstddef>
#include <vector>

#include "base/random.hpp"

namespace machikoro {

class Supply {
 public:
  // All types: `piles` copies of each establishment lie out, no deck.
  static Supply all(std::vector<int> piles);
  // Ten types: `deck` (establishment indices) is turned until ten types lie out.
  static Supply ten(std::size_t establishment_count, std::vector<int> deck);

  // Copies of establishment `card` lying out (0: none, K16).
  int lying_out(int card) const { return piles_.at(static_cast<std::size_t>(card)); }
  int types_out() const;
  // Cards of `card` still in the deck, and set aside by purple_out.
  int in_deck(int card) const;
  int set_aside(int card) const { return set_aside_.at(static_cast<std::size_t>(card)); }
  std::size_t cards_turned() const { return next_; }

  // One copy of `card` is bought (it must lie out); refills.
  void take(int card);
  // The cards not turned yet in an order drawn from `rng` (lookahead: Game::shuffle_hidden_deck).
  void shuffle_deck(base::Rng& rng);
  // purple_out: the pile of `card` leaves the market for good; refills.
  void retire(int card);

 private:
  Supply(std::vector<int> piles, std::vector<int> deck, bool refills);
  void refill();

  std::vector<int> piles_;
  std::vector<int> deck_;
  std::size_t next_ = 0;
  bool refills_ = false;
  std::vector<int> set_aside_;
  std::vector<bool> retired_;
};

}  // namespace machikoro
