// The end screen's and the replay's columns: as many as fit, rows even.
#include <catch2/catch.hpp>

#include "machikoro/session/story_layout.hpp"

using machikoro::session::story_columns;

TEST_CASE("the players' columns fill the width, rows as even as can be",
          "[machikoro][session][layout]") {
  // 1000 points hold three 300-point columns 20 apart (940), not four (1260).
  auto c = story_columns(1000, 5, 300, 20);
  CHECK(c.columns == 3);
  CHECK(c.rows == 2);
  CHECK(c.width == Approx((1000 - 2 * 20) / 3.0f));
  // Four fit in 1300 (1260), but five players then make 3 + 2 rather than 4 + 1.
  c = story_columns(1300, 5, 300, 20);
  CHECK(c.columns == 3);
  CHECK(c.rows == 2);
  // All side by side when they fit.
  c = story_columns(1900, 5, 300, 20);
  CHECK(c.columns == 5);
  CHECK(c.rows == 1);
  CHECK(c.width == Approx((1900 - 4 * 20) / 5.0f));
  c = story_columns(1900, 2, 300, 20);
  CHECK(c.columns == 2);
  CHECK(c.width == Approx(940));
}

TEST_CASE("a window narrower than one column still gets one", "[machikoro][session][layout]") {
  const auto c = story_columns(200, 4, 300, 20);
  CHECK(c.columns == 1);
  CHECK(c.rows == 4);
  CHECK(c.width == Approx(200));
}
