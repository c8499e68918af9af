// What happened in a turn, in order, for the screens: who paid whom for which card.
#pragma once

#include "machikoro/cards.hpp"

namespace machikoro {

inline constexpr int kBank = -1;

enum class EventKind {
  Payment,  // `amount` coins (of `due`, K11) from `from` to `to` for `card`
  Swap,     // K15: `from` gave `card` to `to` and took `take`
  Build,    // `from` built `card` for `amount` coins
};

struct Event {
  EventKind kind = EventKind::Payment;
  CardRef card;
  int from = kBank;  // a seat or kBank
  int to = kBank;
  int amount = 0;
  int due = 0;
  int take = -1;  // Swap: the establishment taken

  friend bool operator==(const Event&, const Event&) = default;
};

}  // namespace machikoro
