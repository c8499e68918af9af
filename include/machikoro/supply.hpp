// The establishments on sale (K3, K3a, K16): every pile, or markets turned from decks ("ten
// types": one deck kept at ten types; "5-5-2": three decks kept at 5, 5 and 2), each refilled
// whenever fewer types of it lie out; the purple_out house rule's set-aside.
#pragma once

#include <cstddef>
#include <vector>

#include "base/random.hpp"

namespace machikoro {

class Supply {
 public:
  // A part of the market: `deck` (establishment indices, in turning order) is turned until
  // `types` different types of its cards lie out.
  struct Market {
    std::vector<int> deck;
    int types = 0;
  };

  // All types: `piles` copies of each establishment lie out, no deck.
  static Supply all(std::vector<int> piles);
  // Turned markets; an establishment is in at most one of their decks.
  static Supply turned(std::size_t establishment_count, std::vector<Market> markets);

  // Copies of establishment `card` lying out (0: none, K16).
  int lying_out(int card) const { return piles_.at(static_cast<std::size_t>(card)); }
  int types_out() const;
  // The market whose deck holds `card` (an index of `turned`'s list), -1 with all types.
  int market_of(int card) const { return market_of_.at(static_cast<std::size_t>(card)); }
  // Cards of `card` still in its deck, and set aside by purple_out.
  int in_deck(int card) const;
  int set_aside(int card) const { return set_aside_.at(static_cast<std::size_t>(card)); }
  // Cards turned from every deck.
  std::size_t cards_turned() const;

  // One copy of `card` is bought (it must lie out); refills.
  void take(int card);
  // The cards not turned yet, each deck in an order drawn from `rng` (lookahead:
  // Game::shuffle_hidden_deck).
  void shuffle_deck(base::Rng& rng);
  // purple_out: the pile of `card` leaves the market for good; refills.
  void retire(int card);

 private:
  struct Turning {
    Market market;
    std::size_t next = 0;  // cards turned
  };

  Supply(std::vector<int> piles, std::vector<Turning> decks);
  int types_out(int market) const;
  void refill();

  std::vector<int> piles_;
  std::vector<Turning> decks_;
  std::vector<int> market_of_;
  std::vector<int> set_aside_;
  std::vector<bool> retired_;
};

}  // namespace machikoro
