// Cities side by side, each in a box under a title and a line: the replay's every city at
// once, and the analysis's two ways of one move.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mycity/city.hpp"
#include "ui/screen.hpp"

namespace app {

struct CityBox {
  std::string title;                       // the player
  std::string line;                        // what was done, the score
  const mycity::City* city = nullptr;      // every box's city on a board of the same shape
  std::optional<mycity::Bitboard> marked;  // the building of the moment, outlined
};

// Draws `boxes` across the window between `top` and `bottom` (points): in one row, or in
// two rows of two when that gives larger boards.
void draw_city_boxes(UiFrame& frame, const std::vector<CityBox>& boxes, float top, float bottom);

}  // namespace app
