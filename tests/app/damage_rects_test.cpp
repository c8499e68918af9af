// merge_where_cheaper(): which damage rectangles the frame cache redraws as one.
#include <SDL_rect.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "damage_rects.hpp"

namespace mycity::app {
namespace {

bool same(const SDL_Rect& a, const SDL_Rect& b) {
  return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

bool holds(const std::vector<SDL_Rect>& rects, const SDL_Rect& r) {
  return std::any_of(rects.begin(), rects.end(), [&](const SDL_Rect& x) { return same(x, r); });
}

}  // namespace

TEST_CASE("merge_where_cheaper: a rectangle inside another is merged", "[app][frame-cache]") {
  std::vector<SDL_Rect> rects{{0, 0, 100, 100}, {10, 10, 20, 20}};
  CHECK(merge_where_cheaper(rects, 0));
  REQUIRE(rects.size() == 1);
  CHECK(same(rects[0], {0, 0, 100, 100}));
}

TEST_CASE("merge_where_cheaper: neighbours within the slack are merged", "[app][frame-cache]") {
  // Two 100 x 100 squares 10 apart: one box covers 1 000 more pixels than the two.
  std::vector<SDL_Rect> rects{{0, 0, 100, 100}, {110, 0, 100, 100}};
  CHECK_FALSE(merge_where_cheaper(rects, 999));
  CHECK(rects.size() == 2);
  CHECK(merge_where_cheaper(rects, 1000));
  REQUIRE(rects.size() == 1);
  CHECK(same(rects[0], {0, 0, 210, 100}));
}

TEST_CASE("merge_where_cheaper: rectangles that overlap a little may stay two",
          "[app][frame-cache]") {
  // The board and a thumbnail column whose corner reaches 5 pixels into it: one box would
  // cover the whole window.
  const SDL_Rect board{0, 100, 600, 900};
  const SDL_Rect thumbnails{595, 0, 400, 105};
  std::vector<SDL_Rect> rects{board, thumbnails};
  CHECK_FALSE(merge_where_cheaper(rects, 1000));
  REQUIRE(rects.size() == 2);
  CHECK(holds(rects, board));
  CHECK(holds(rects, thumbnails));
  // What both cover counts once: overlapping along a whole side, one box costs nothing more.
  std::vector<SDL_Rect> stacked{{0, 0, 100, 60}, {0, 50, 100, 50}};
  CHECK(merge_where_cheaper(stacked, 0));
  REQUIRE(stacked.size() == 1);
  CHECK(same(stacked[0], {0, 0, 100, 100}));
}

TEST_CASE("merge_where_cheaper: empty rectangles are dropped", "[app][frame-cache]") {
  std::vector<SDL_Rect> rects{{0, 0, 0, 10}, {5, 5, 10, 10}, {0, 0, 10, -3}};
  CHECK_FALSE(merge_where_cheaper(rects, 0));
  REQUIRE(rects.size() == 1);
  CHECK(same(rects[0], {5, 5, 10, 10}));
}

}  // namespace mycity::app
