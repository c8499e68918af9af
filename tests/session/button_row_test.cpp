// Four buttons centred across the window: at most their width, narrower in a small window,
// never closer than the gap to its edges.
#include <catch2/catch.hpp>

#include "mycity/session/button_row.hpp"

namespace mycity::session {

TEST_CASE("four buttons are centred, narrower in a small window", "[session]") {
  // 1600 wide: 240 each; 4 x 240 + 3 x 14 = 1002, so 299 from the left.
  const ButtonRow wide = four_buttons(1600, 240, 14);
  CHECK(wide.w == 240);
  CHECK(wide.x == 299);
  // 1024 wide: (1024 - 5 x 14) / 4 = 238.5, so the row spans 14 to 1010.
  const ButtonRow narrow = four_buttons(1024, 240, 14);
  CHECK(narrow.w == 238.5f);
  CHECK(narrow.x == 14);
}

}  // namespace mycity::session
