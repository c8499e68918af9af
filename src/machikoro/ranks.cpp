#include <tuple>

#include "machikoro/game.hpp"

namespace machikoro {

std::vector<int> ranks(const Game& game) {
  const auto key = [&](int seat) {
    return std::tuple(game.winner() == seat, game.landmarks_built(seat), game.player(seat).coins);
  };
  std::vector<int> places;
  for (int seat = 0; seat < game.player_count(); ++seat) {
    int better = 0;
    for (int other = 0; other < game.player_count(); ++other) better += key(other) > key(seat);
    places.push_back(better + 1);
  }
  return places;
}

}  // namespace machikoro
