// The Machi Koro table's layout: the numbers worked out by hand from the rules of
// compute_table_layout (margins, bars, the right column's share, cities three a row, the
// market's tiles), and nothing overlapping or outside the window at any size the app supports.
#include <algorithm>
#include <vector>

#include <catch2/catch.hpp>

#include "machikoro/session/table_layout.hpp"

using machikoro::session::compute_table_layout;
using machikoro::session::Rect;
using machikoro::session::TableLayout;

namespace {

bool same(const Rect& r, float x, float y, float w, float h) {
  return r.x == x && r.y == y && r.w == w && r.h == h;
}

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool inside(const Rect& r, float width, float height) {
  return r.x >= 0 && r.y >= 0 && r.right() <= width && r.bottom() <= height;
}

}  // namespace

TEST_CASE("five cities at 1024x640: three and two under the top bar, the market beside",
          "[machikoro][layout]") {
  // A short window: margins 6, top bar 36, two lines of keys (46). The area between the
  // bars runs from 48 to 582 (534). The right column is 39 % of 1024 = 399; the left
  // 1024 - 3 * 6 - 399 = 607, the decision bar 96 of it, the cities 534 - 96 - 6 = 432.
  const TableLayout l = compute_table_layout(1024, 640, 5, 15, 1.0f);
  CHECK(same(l.top_bar, 6, 6, 1012, 36));
  CHECK(same(l.keys, 6, 588, 1012, 46));
  CHECK(l.key_lines == 2);
  REQUIRE(l.cities.size() == 5);
  // (607 - 2 * 6) / 3 = 198.3 wide, (432 - 6) / 2 = 213 tall; the first row takes
  // 3 * 198 + 2 * 6 = 606 of 607, the second 2 * 198 + 6 = 402, centred: 6 + 102.
  CHECK(same(l.cities[0], 6, 48, 198, 213));
  CHECK(same(l.cities[1], 210, 48, 198, 213));
  CHECK(same(l.cities[2], 414, 48, 198, 213));
  CHECK(same(l.cities[3], 108, 267, 198, 213));
  CHECK(same(l.cities[4], 312, 267, 198, 213));
  CHECK(same(l.decision, 6, 486, 607, 96));
  CHECK(same(l.dice, 6, 486, 170, 96));
  CHECK(same(l.choices, 176, 486, 437, 96));
  // The market: 399 - 2 * 6 = 387 inside, two tiles of (387 - 4) / 2 = 191 a row; 15 piles
  // in 8 rows of 42 with 7 gaps of 4 under a heading of 24: 24 + 12 + 336 + 28 = 400,
  // which leaves the log 534 - 400 - 6 = 128 (at least 100), so the tiles have two lines.
  CHECK(l.tile_columns == 2);
  CHECK(l.tile_w == 191);
  CHECK(l.tile_lines == 2);
  CHECK(same(l.market, 619, 48, 399, 400));
  CHECK(same(l.log, 619, 454, 399, 128));
  CHECK(same(l.market_tile(0), 625, 78, 191, 42));
  CHECK(same(l.market_tile(3), 820, 124, 191, 42));
  CHECK(l.market_tile(14).bottom() == 442);  // the last pile, 6 above the market's bottom
}

TEST_CASE("1280x720 at the 112.5 % a 150 % setting is fitted to", "[machikoro][layout]") {
  // Scale 1.125: margins round(6.75) = 7, top bar round(40.5) = 41, keys round(51.75) = 52
  // on two lines (1280 < 1575). Between the bars 55 to 654: 599. The right column
  // round(499.2) = 499, the left 1280 - 21 - 499 = 760, the decision bar round(108) = 108.
  const TableLayout l = compute_table_layout(1280, 720, 5, 15, 1.125f);
  CHECK(same(l.top_bar, 7, 7, 1266, 41));
  CHECK(same(l.keys, 7, 661, 1266, 52));
  // Cities (760 - 14) / 3 = 248.7 by (484 - 7) / 2 = 238.5, down to 248 by 238; rows of
  // 758 and 503 centred in 760: 7 + 1 and 7 + 128.
  CHECK(same(l.cities[0], 8, 55, 248, 238));
  CHECK(same(l.cities[3], 135, 300, 248, 238));
  CHECK(same(l.cities[4], 390, 300, 248, 238));
  CHECK(same(l.decision, 7, 546, 760, 108));
  // Tiles: padding 7, gap round(4.5) = 5, heading 27; (485 + 5) / (180 + 5) = 2.6: two a
  // row of (485 - 5) / 2 = 240; 8 rows of 47: 27 + 14 + 376 + 35 = 452 <= 599 - 7 - 113.
  CHECK(l.tile_columns == 2);
  CHECK(l.tile_w == 240);
  CHECK(l.tile_lines == 2);
  CHECK(same(l.market, 774, 55, 499, 452));
  CHECK(same(l.log, 774, 514, 499, 140));
}

TEST_CASE("1920x1080: one line of keys, three tiles a row, the Plus market in two lines",
          "[machikoro][layout]") {
  // Margins 12, top bar 48, keys 28; between the bars 72 to 1028 (956). The right column
  // is at most 560; the left 1920 - 36 - 560 = 1324.
  const TableLayout l = compute_table_layout(1920, 1080, 5, 25, 1.0f);
  CHECK(l.key_lines == 1);
  CHECK(same(l.keys, 12, 1040, 1896, 28));
  CHECK(same(l.cities[0], 12, 72, 433, 406));  // (1324 - 24) / 3, (824 - 12) / 2
  CHECK(same(l.decision, 12, 908, 1324, 120));
  // (548 + 4) / 164 = 3.4: three tiles of (548 - 8) / 3 = 180; 25 piles in 9 rows:
  // 24 + 12 + 9 * 42 + 8 * 4 = 446.
  CHECK(l.tile_columns == 3);
  CHECK(l.tile_w == 180);
  CHECK(same(l.market, 1348, 72, 560, 446));
  CHECK(same(l.log, 1348, 530, 560, 498));
}

TEST_CASE("the Plus market's 25 piles at 1024x640 have one line a tile", "[machikoro][layout]") {
  // Two lines: 24 + 12 + 13 * 42 + 12 * 4 = 630, more than 534 - 6 - 100; one line:
  // 24 + 12 + 13 * 24 + 48 = 396.
  const TableLayout l = compute_table_layout(1024, 640, 5, 25, 1.0f);
  CHECK(l.tile_lines == 1);
  CHECK(l.tile_h == 24);
  CHECK(same(l.market, 619, 48, 399, 396));
  CHECK(same(l.log, 619, 450, 399, 132));
}

TEST_CASE("two and four cities", "[machikoro][layout]") {
  const TableLayout two = compute_table_layout(1024, 640, 2, 15, 1.0f);
  REQUIRE(two.cities.size() == 2);
  CHECK(same(two.cities[0], 6, 48, 300, 432));  // (607 - 6) / 2 wide, the whole height
  CHECK(same(two.cities[1], 312, 48, 300, 432));
  const TableLayout four = compute_table_layout(1024, 640, 4, 15, 1.0f);
  REQUIRE(four.cities.size() == 4);
  CHECK(same(four.cities[2], 6, 267, 300, 213));
  CHECK(same(four.cities[3], 312, 267, 300, 213));
}

TEST_CASE("nothing overlaps and everything is in the window", "[machikoro][layout]") {
  struct Size {
    float w, h, scale;
  };
  for (const Size size :
       {Size{1024, 640, 1}, Size{1280, 720, 1.125f}, Size{1280, 800, 1}, Size{1920, 1080, 1},
        Size{1920, 1080, 1.5f}, Size{3840, 2160, 1}, Size{3840, 2160, 2.5f}}) {
    for (int cities = 2; cities <= 5; ++cities) {
      for (int piles : {10, 15, 25}) {
        INFO(size.w << "x" << size.h << " at " << size.scale << ", " << cities << " cities, "
                    << piles << " piles");
        const TableLayout l = compute_table_layout(size.w, size.h, cities, piles, size.scale);
        std::vector<Rect> parts{l.top_bar, l.decision, l.market, l.log, l.keys};
        parts.insert(parts.end(), l.cities.begin(), l.cities.end());
        for (std::size_t i = 0; i < parts.size(); ++i) {
          CHECK(inside(parts[i], size.w, size.h));
          CHECK(parts[i].w > 0);
          CHECK(parts[i].h > 0);
          for (std::size_t j = i + 1; j < parts.size(); ++j)
            CHECK_FALSE(overlap(parts[i], parts[j]));
        }
        CHECK(l.market_tile(piles - 1).bottom() <= l.market.bottom());
        CHECK(l.market_tile(l.tile_columns - 1).right() <= l.market.right());
      }
    }
  }
}

TEST_CASE("a window too small or a strange count gives rectangles, never a crash",
          "[machikoro][layout]") {
  for (int cities : {-1, 0, 1, 6, 9}) {
    const TableLayout l = compute_table_layout(100, 50, cities, -3, 0.0f);
    CHECK(l.cities.size() == static_cast<std::size_t>(std::max(0, cities)));
    CHECK(l.log.h >= 0);
  }
}

TEST_CASE("inside a city: the header, the landmarks' badges, the establishments",
          "[machikoro][layout]") {
  using machikoro::session::city_layout;
  // The first city at 1024x640: padding 6, a line of 18, gaps of 4. Four badges of at most
  // 24 share 198 - 12 = 186 (43 each would fit), so they are 24, 28 apart.
  const auto base = city_layout({6, 48, 198, 213}, 6, 18, 4, 1.0f);
  CHECK(same(base.header, 12, 54, 186, 18));
  REQUIRE(base.landmarks.size() == 4);
  CHECK(same(base.landmarks[0], 12, 76, 24, 24));
  CHECK(same(base.landmarks[3], 96, 76, 24, 24));
  CHECK(base.rows_top == 108);  // under the badges and two gaps
  // Plus has seven: (186 - 6 * 4) / 7 = 23.1, so 23 each.
  const auto plus = city_layout({6, 48, 198, 213}, 6, 18, 7, 1.0f);
  CHECK(same(plus.landmarks[6], 12 + 6 * 27, 76, 23, 23));
  // 1280x720 at 112.5 %: gaps of 5, badges of at most 27; (234 - 30) / 7 = 29.1.
  const auto scaled = city_layout({8, 55, 248, 238}, 7, 20.25f, 7, 1.125f);
  CHECK(same(scaled.landmarks[1], 15 + 32, 87.25f, 27, 27));
  CHECK(scaled.rows_top == Approx(124.25f));
}
