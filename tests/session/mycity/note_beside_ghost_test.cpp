// The note that names a broken rule sits beside the ghost, never over its cells: under it,
// or over it at the board's bottom edge, and inside the board at its sides.
#include <catch2/catch.hpp>

#include "mycity/session/play_layout.hpp"

namespace mycity::session {
namespace {

bool overlaps(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool inside(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
         inner.bottom() <= outer.bottom();
}

}  // namespace

TEST_CASE("the rule note never covers the ghost, at any edge of the board", "[session]") {
  const Rect board{100, 50, 400, 300};  // 10 x 7.5 cells of 40
  const float w = 220;
  const float h = 24;
  const Rect middle{260, 150, 80, 40};
  const Rect bottom_edge{260, 270, 80, 80};
  const Rect bottom_left{100, 310, 40, 40};
  const Rect top_right{420, 50, 80, 120};
  for (const Rect& ghost : {middle, bottom_edge, bottom_left, top_right}) {
    const Rect note = note_beside_ghost(board, ghost, w, h, 3);
    CHECK_FALSE(overlaps(note, ghost));
    CHECK(inside(note, board));
  }
  // Under the ghost when there is room, over it at the bottom edge.
  CHECK(note_beside_ghost(board, middle, w, h, 3).y >= middle.bottom());
  CHECK(note_beside_ghost(board, bottom_edge, w, h, 3).bottom() <= bottom_edge.y);
}

}  // namespace mycity::session
