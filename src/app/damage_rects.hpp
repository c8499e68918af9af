// The parts of the window a frame redraws, as rectangles. They may overlap: each part is
// cleared and drawn whole (PartialRedraw), so a pixel in two parts is drawn twice, alike.
#pragma once

#include <SDL_rect.h>

#include <vector>

namespace mycity::app {

// Replaces two rectangles of `rects` by their bounding box wherever that covers at most
// `slack` pixels more than the two (merge_rule.hpp), until no two are left so; drops empty
// ones. True if any were merged.
bool merge_where_cheaper(std::vector<SDL_Rect>& rects, long long slack);

// The pixels the rectangles cover, a pixel in two of them counted twice (it is redrawn
// twice).
long long covered_pixels(const std::vector<SDL_Rect>& rects);

}  // namespace mycity::app
