// What the board generator asks of the checks while it lays features (board_checks.cpp).
#pragma once

#include "mycity/board_generator.hpp"

namespace mycity {

// Whether the river and its banks keep the "river" and "banks" checks: asked before the
// features are laid, since most draws that fail do so here.
bool river_fits(const BoardFrame& frame, const BoardLayout& board);
// Whether the feature just laid on cell `c` keeps the "feature-wall" and "wells" checks.
bool feature_fits(const BoardLayout& board, Cell c);

}  // namespace mycity
