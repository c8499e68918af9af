// The sticker phase's board: on the campaign sheet under the padding and three lines of
// text (87 points at UI scale 1), as big as fits above the notes and buttons (162).
#include <catch2/catch.hpp>

#include "mycity/session/sticker_layout.hpp"

namespace mycity::session {

TEST_CASE("the campaign sheet is 92 % of the window, centred, at whole points", "[session]") {
  const Rect sheet = campaign_sheet(1280, 800);
  CHECK(sheet.x == 51);  // 51.2
  CHECK(sheet.y == 32);
  CHECK(sheet.w == 1177);  // 1177.6
  CHECK(sheet.h == 736);
}

TEST_CASE("the sticker board takes the sheet's room under its text", "[session]") {
  // The sheet {40, 40, 920, 920}: 920 - 2 x 18 - 16 = 868 wide, 920 - 2 x 16 - 87 - 162 =
  // 639 tall; a 16 x 12 board: min(54.25, 53.25), floored to 53.
  const StickerLayout layout = sticker_layout(1000, 1000, 16, 12, 1.0f);
  CHECK(layout.cell == 53);
  CHECK(layout.board.x == 58);   // 40 + 18
  CHECK(layout.board.y == 143);  // 40 + 16 + 87
  CHECK(layout.board.w == 848);
  CHECK(layout.board.h == 636);
  CHECK(layout.cell_centre_x(0) == 84.5f);
  CHECK(layout.cell_centre_y(11) == 752.5f);  // 143 + 11.5 x 53
}

TEST_CASE("the sticker board keeps 12-point cells in a short window", "[session]") {
  // At 150 %: the sheet {40, 24, 920, 552} keeps 552 - 281 x 1.5 = 130.5 for 12 rows.
  const StickerLayout layout = sticker_layout(1000, 600, 16, 12, 1.5f);
  CHECK(layout.cell == 12);
  CHECK(layout.board.x == 67);   // 40 + 27
  CHECK(layout.board.y == 178);  // 24 + 103 x 1.5 = 178.5, floored
  CHECK(layout.board.w == 192);
  CHECK(layout.board.h == 144);
}

}  // namespace mycity::session
