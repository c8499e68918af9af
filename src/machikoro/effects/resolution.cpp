#include <algorithm>

#include "effect.hpp"

namespace machikoro {

void Resolution::pay(int from, int to, int due) {
  if (due <= 0) return;
  const int amount = from == kBank ? due : std::min(due, player(from).coins);
  if (from != kBank) mutable_player(from).coins -= amount;
  mutable_player(to).coins += amount;
  if (events)
    events->push_back({EventKind::Payment, CardRef::establishment(card), from, to, amount, due});
}

int Firing::count_icon(int seat, Icon icon) const {
  const PlayerState& p = player(seat);
  int count = 0;
  for (std::size_t i = 0; i < cards.establishments().size(); ++i) {
    if (cards.establishments()[i].icon == icon) count += p.establishments[i];
  }
  return count;
}

}  // namespace machikoro
