// Buttons centred across the window: at most their width, narrower in a small window, never
// closer than the gap to its edges.
#include <catch2/catch.hpp>

#include "table/button_row.hpp"

namespace table {

TEST_CASE("four buttons are centred, narrower in a small window", "[session]") {
  // 1600 wide: 240 each; 4 x 240 + 3 x 14 = 1002, so 299 from the left.
  const ButtonRow wide = centred_buttons(4, 1600, 240, 14);
  CHECK(wide.w == 240);
  CHECK(wide.x == 299);
  // 1024 wide: (1024 - 5 x 14) / 4 = 238.5, so the row spans 14 to 1010.
  const ButtonRow narrow = centred_buttons(4, 1024, 240, 14);
  CHECK(narrow.w == 238.5f);
  CHECK(narrow.x == 14);
}

TEST_CASE("three buttons are centred the same way", "[session]") {
  // 1280 wide: 3 x 260 + 2 x 14 = 808, so 236 from the left.
  const ButtonRow wide = centred_buttons(3, 1280, 260, 14);
  CHECK(wide.w == 260);
  CHECK(wide.x == 236);
  // 700 wide: (700 - 4 x 14) / 3 = 214.67, the row from 14 to 686.
  const ButtonRow narrow = centred_buttons(3, 700, 260, 14);
  CHECK(narrow.w == Approx(644.0f / 3));
  CHECK(narrow.x == Approx(14));
}

}  // namespace table
