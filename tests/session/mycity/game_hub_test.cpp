// The game hub's board choice: a game on a new board is saved with it, continued on it after
// a restart, and played again on it.
#include <catch2/catch.hpp>

#include <filesystem>

#include "base/random.hpp"
#include "mycity/record.hpp"
#include "mycity/session/game_hub.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {
namespace {

// A fresh save folder, removed at the end of the test.
struct SaveDir {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("mycity-hub-" + std::to_string(base::random_seed()));
  ~SaveDir() { std::filesystem::remove_all(path); }
};

const std::vector<SeatInfo> kSeats = {{"Ann", 0, "", std::nullopt}, {"Ben", 1, "", std::nullopt}};

std::vector<std::string> board_map(const GameHub& hub, int seat) {
  return layout_map(hub.game()->game().player(seat).city.layout());
}

}  // namespace

TEST_CASE("a game on a new board is continued and played again on that board",
          "[session][boards]") {
  SaveDir dir;
  std::vector<std::string> map;
  {
    GameHub hub(shipped_content(), dir.path, shipped_presentation().animals);
    REQUIRE(hub.start(kSeats, 3, {}, BoardChoice{4242}));
    map = board_map(hub, 0);
    CHECK(board_map(hub, 1) == map);  // every player on the same board
    CHECK(map != layout_map(hub.catalogue().find_board("eternity")->layout));
    hub.autoplay(3, 1);
    REQUIRE(hub.last_save_error().empty());
  }
  GameHub again(shipped_content(), dir.path, shipped_presentation().animals);
  REQUIRE(again.resume());
  CHECK(again.game()->game().turns().size() == 2);  // three actions of two seats
  CHECK(again.last_board() == BoardChoice{4242});
  CHECK(board_map(again, 1) == map);
  REQUIRE(again.play_again());
  CHECK(again.game()->game().board() == BoardChoice{4242});
  CHECK(board_map(again, 0) == map);
}

TEST_CASE("a game on the printed board remembers no board seed", "[session][boards]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  REQUIRE(hub.start(kSeats, 3));
  CHECK(hub.last_board() == BoardChoice{});
  CHECK(board_map(hub, 0) == layout_map(hub.catalogue().find_board("eternity")->layout));
}

}  // namespace mycity::session::test
