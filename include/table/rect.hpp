// A rectangle in window points: what every game's screen geometry (the SDL-free layouts the
// tests check and the screens draw from) is made of.
#pragma once

namespace table {

struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
};

}  // namespace table
