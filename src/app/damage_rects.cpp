#include "damage_rects.hpp"

#include <algorithm>

namespace mycity::app {

bool merge_overlapping(std::vector<SDL_Rect>& rects) {
  rects.erase(std::remove_if(rects.begin(), rects.end(),
                             [](const SDL_Rect& r) { return SDL_RectEmpty(&r); }),
              rects.end());
  bool merged = false;
  for (bool again = true; again;) {
    again = false;
    for (std::size_t i = 0; i < rects.size() && !again; ++i) {
      for (std::size_t j = i + 1; j < rects.size() && !again; ++j) {
        if (!SDL_HasIntersection(&rects[i], &rects[j])) continue;
        SDL_UnionRect(&rects[i], &rects[j], &rects[i]);
        rects.erase(rects.begin() + static_cast<std::ptrdiff_t>(j));
        merged = again = true;
      }
    }
  }
  return merged;
}

long long covered_pixels(const std::vector<SDL_Rect>& rects) {
  long long n = 0;
  for (const SDL_Rect& r : rects) n += static_cast<long long>(r.w) * r.h;
  return n;
}

}  // namespace mycity::app
