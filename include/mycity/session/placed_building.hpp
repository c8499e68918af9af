// A building drawn on a board that is not a player's city (the menu's scene, a rule
// sheet's picture): its colour and its cells.
#pragma once

#include <vector>

#include "mycity/bitboard.hpp"
#include "mycity/content.hpp"

namespace mycity::session {

struct PlacedBuilding {
  Colour colour = Colour::Yellow;
  std::vector<Cell> cells;
};

}  // namespace mycity::session
