// The end screen's geometry: columns centred and no wider than 520 points, no taller than a
// stacked column needs; a board beside its score lines only where that makes it bigger; the
// winners' badges centred. Numbers at UI scale 1 (margin 14) unless said.
#include <catch2/catch.hpp>

#include "mycity/session/end_layout.hpp"

namespace mycity::session {

TEST_CASE("the end screen's banner and footer heights", "[session]") {
  CHECK(end_banner_bottom(1.0f) == 124);                        // 14 + 110
  CHECK(end_banner_bottom(1.5f) == 186);                        // 21 + 165
  CHECK(end_footer_height(0, false, 20, 1.0f) == 92);           // buttons 44, hint 20, margins 28
  CHECK(end_footer_height(2, false, 20, 1.0f) == Approx(180));  // and 2 notes of 2.2 lines
  CHECK(end_footer_height(2, true, 20, 1.0f) == Approx(200));   // and the day's one line
  CHECK(score_lines_height(5, 18, 2, 1.0f) == 168);             // 6 lines of 20, and 48
}

TEST_CASE("the end screen's columns share the window, centred", "[session]") {
  // Four players in 1600: (1600 - 5 x 14) / 4 = 382.5 wide, 14 from the left edge.
  const EndColumnNeeds four{4, 10, 8, 18, 16, 200};
  const std::vector<Rect> columns = end_columns(1600, 200, 800, four, 1.0f);
  REQUIRE(columns.size() == 4);
  CHECK(columns[0].x == 14);
  CHECK(columns[1].x == 410.5f);
  CHECK(columns[3].x == 1203.5f);
  CHECK(columns[3].right() == 1586);
  // Padding 32, header 60, the board (382.5 - 36) x 8 / 10 = 277.2, 6, scores 200: 575.2
  // of the 600 between top and bottom, 12.4 left above: floored to 12.
  CHECK(columns[0].w == 382.5f);
  CHECK(columns[0].h == Approx(575.2f));
  CHECK(columns[0].y == 212);
  // Two players in 1920: at most 520 wide, centred: (1920 - 1054) / 2 = 433.
  const std::vector<Rect> two = end_columns(1920, 200, 800, {2, 10, 8, 18, 16, 200}, 1.0f);
  CHECK(two[0].x == 433);
  CHECK(two[1].x == 967);
  // A short window: the columns fill what there is.
  const std::vector<Rect> short_window = end_columns(1600, 200, 500, four, 1.0f);
  CHECK(short_window[0].y == 200);
  CHECK(short_window[0].h == 300);
}

TEST_CASE("a board goes beside its score lines only where it is bigger there", "[session]") {
  // 400 x 500 of room, a 10 x 10 board, labels 100 wide (with the value and gap 162),
  // scores 200 tall. Stacked: min(40, (500 - 200 - 6) / 10) = 29.4; beside:
  // min(386 x 0.56, 400 - 14 - 162) / 10 = 21.6.
  const EndBoardFit tall = end_board_fit(400, 500, 10, 10, 100, 200, 1.0f);
  CHECK_FALSE(tall.side_by_side);
  CHECK(tall.cell == Approx(29.4f));
  // 600 x 300: stacked (300 - 206) / 10 = 9.4; beside min(586 x 0.56, 424) / 10 = 32.8, but
  // only 300 / 10 = 30 tall.
  const EndBoardFit wide = end_board_fit(600, 300, 10, 10, 100, 200, 1.0f);
  CHECK(wide.side_by_side);
  CHECK(wide.cell == 30);
}

TEST_CASE("the winners' badges are centred over the banner's line", "[session]") {
  // Two badges of 58 and a gap of 8: 124 wide around 500.
  const WinnerBadges two = winner_badges(1000, 124, 2, 1.0f);
  CHECK(two.size == 58);
  CHECK(two.x == std::vector<float>{467, 533});
  CHECK(two.y == 57);  // 124 - 30 - 29 - 8
  CHECK(winner_badges(1000, 124, 1, 1.0f).x == std::vector<float>{500});
}

}  // namespace mycity::session
