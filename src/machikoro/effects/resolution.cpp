#include <algorithm>

#include "effect.hpp"

namespace machikoro {

void Resolution::pay(int from, int to, int due) {
  if (due <= 0) return;
  const int amount = from == kBank ? due : std::min(due, player(from).coins);
  if (from != kBank) mutable_player(from).coins -= amount;
  mutable_player(to).coins += amount;
  events.push_back({EventKind::Payment, card_id(), from, to, amount, due});
}

std::vector<int> Firing::opponents() const {
  const int n = static_cast<int>(players.size());
  std::vector<int> seats;
  for (int k = 1; k < n; ++k) seats.push_back((owner + k) % n);
  return seats;
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
