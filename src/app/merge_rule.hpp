// When two parts of a frame to redraw are better redrawn as one: the rule shared by the
// diff's clusters of changed triangles (draw_diff.hpp) and the damage rectangles in pixels
// (damage_rects.hpp).
#pragma once

namespace mycity::app {

// How much more area one box over two parts may cover than the two, in square points. Why
// so large: each part costs the frame cache a pass over the whole frame, which costs more
// than redrawing a few ten thousand pixels more (measured: splitting the side panel's text
// lines, 5 to 20 points apart, into boxes of their own made the 1080p pointer sweep 0.3 ms
// slower on average and 1.5 ms at p99).
inline constexpr float kClusterSlack = 256.0f * 256.0f;

// How much more one rectangle over two may cover than the two, in pixels, where the damage
// of the windows' lists comes together (and after stretched images are taken in): little,
// so that only the same change seen twice is merged (a part and the picture redrawn under
// it, rounded out a little differently). Why not kClusterSlack: merging the ghost building
// with the side panel's text, each a cluster of its own window, made the 1080p pointer
// sweep slower (p99 1.9 -> 2.8 ms); the diff has merged within each list what is worth it.
inline constexpr long long kPixelSlack = 64 * 64;

// Whether two parts covering `first` and `second` (of which `common` in both) are better
// redrawn as their bounding box, covering `both`: when it covers at most `slack` more. Why
// parts that overlap are not always merged: a large part that took in a thin one near it
// (the board, the edge of a thumbnail beside it) would then take in all the thin one's
// neighbours (the whole column of thumbnails and the side panel above them).
template <typename Area>
constexpr bool cheaper_as_one(Area both, Area first, Area second, Area common, Area slack) {
  return both <= first + second - common + slack;
}

}  // namespace mycity::app
