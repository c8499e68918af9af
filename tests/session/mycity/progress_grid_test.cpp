// A city's progress symbols on the episode results: two rows, fewer per row in a narrow
// window, half a symbol more after each ten.
#include <catch2/catch.hpp>

#include "mycity/session/progress_grid.hpp"

namespace mycity::session {

TEST_CASE("progress symbols lie on two rows in groups of ten", "[session]") {
  // 24 symbols of 18 in 1000 points: 12 a row.
  const ProgressGrid grid = progress_grid(24, 18, 1000);
  CHECK(grid.per_row == 12);
  CHECK(grid.rows == 2);
  CHECK(grid.centre_x(0) == 9);
  CHECK(grid.centre_x(9) == 171);   // 9.5 x 18
  CHECK(grid.centre_x(10) == 198);  // 10.5 x 18, and 9 after the first ten
  CHECK(grid.centre_x(12) == 9);    // the second row
  CHECK(grid.centre_y(12) == 27);
  CHECK(grid.width() == 225);  // the last centre, 11.5 x 18 + 9, and half a symbol
  CHECK(grid.height() == 36);
  // An odd count: the first row has the extra one.
  CHECK(progress_grid(5, 18, 1000).per_row == 3);
}

TEST_CASE("progress symbols take more rows in a narrow window", "[session]") {
  // 100 / (18 x 1.05) = 5.3: 5 a row, 5 rows for 24.
  const ProgressGrid grid = progress_grid(24, 18, 100);
  CHECK(grid.per_row == 5);
  CHECK(grid.rows == 5);
  CHECK(grid.height() == 90);
  CHECK(progress_grid(24, 18, 5).per_row == 1);  // never none
}

}  // namespace mycity::session
