#include "mycity/session/ranking_order.hpp"

#include <algorithm>
#include <numeric>

namespace mycity::session {

std::vector<int> ranking_order(const GameResult& result) {
  std::vector<int> order(result.players.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return result.players[static_cast<std::size_t>(a)].rank <
           result.players[static_cast<std::size_t>(b)].rank;
  });
  return order;
}

}  // namespace mycity::session
