// The players of a finished game are shown best first, in seat order within a shared rank.
#include <catch2/catch.hpp>

#include "mycity/session/ranking_order.hpp"

namespace mycity::session {

TEST_CASE("the seats in ranking order, seat order within a rank", "[session]") {
  GameResult result;
  for (const int rank : {2, 1, 2, 1}) result.players.push_back({"", 0, rank, 0, false, {}});
  CHECK(ranking_order(result) == std::vector<int>{1, 3, 0, 2});
  CHECK(ranking_order(GameResult{}).empty());
}

}  // namespace mycity::session
