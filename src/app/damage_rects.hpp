// The parts of the window a frame redraws, as rectangles that never overlap (a pixel drawn
// twice would blend twice).
#pragma once

#include <SDL_rect.h>

#include <vector>

namespace mycity::app {

// Replaces every two overlapping rectangles of `rects` by their bounding box, until none
// overlap; drops empty ones. True if any were merged.
bool merge_overlapping(std::vector<SDL_Rect>& rects);

// The pixels the rectangles cover (they do not overlap).
long long covered_pixels(const std::vector<SDL_Rect>& rects);

}  // namespace mycity::app
