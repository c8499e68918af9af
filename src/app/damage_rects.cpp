#include "damage_rects.hpp"

#include <algorithm>

#include "merge_rule.hpp"

namespace mycity::app {
namespace {

long long area(const SDL_Rect& r) {
  return static_cast<long long>(r.w) * r.h;
}

bool cheaper_merged(const SDL_Rect& a, const SDL_Rect& b, long long slack) {
  SDL_Rect both;
  SDL_UnionRect(&a, &b, &both);
  SDL_Rect common;
  const long long in_both = SDL_IntersectRect(&a, &b, &common) ? area(common) : 0;
  return cheaper_as_one(area(both), area(a), area(b), in_both, slack);
}

}  // namespace

bool merge_where_cheaper(std::vector<SDL_Rect>& rects, long long slack) {
  rects.erase(std::remove_if(rects.begin(), rects.end(),
                             [](const SDL_Rect& r) { return SDL_RectEmpty(&r); }),
              rects.end());
  bool merged = false;
  for (bool again = true; again;) {
    again = false;
    for (std::size_t i = 0; i < rects.size() && !again; ++i) {
      for (std::size_t j = i + 1; j < rects.size() && !again; ++j) {
        if (!cheaper_merged(rects[i], rects[j], slack)) continue;
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
  for (const SDL_Rect& r : rects) n += area(r);
  return n;
}

}  // namespace mycity::app
