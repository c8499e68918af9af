// R8 in the player's language: why a building cannot go where the ghost is. The engine's
// reasons stay English, for the command line.
#pragma once

#include <string>
#include <vector>

#include "mycity/placement.hpp"

namespace mycity::session {

// The reason for `fault` of `piece`, translated.
std::string fault_text(const PlacementFault& fault, const PieceDef& piece);

// Every text fault_text can give for `piece` on `layout` (the app sizes its box for the
// longest).
std::vector<std::string> fault_texts(const PieceDef& piece, const BoardLayout& layout);

}  // namespace mycity::session
