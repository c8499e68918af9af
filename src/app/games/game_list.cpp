#include "games/game_list.hpp"

namespace app {

const std::vector<GameInfo>& game_infos() {
  static const std::vector<GameInfo> games = std::apply(
      [](auto... game) { return std::vector<GameInfo>{decltype(game)::info()...}; }, GameList{});
  return games;
}

}  // namespace app
