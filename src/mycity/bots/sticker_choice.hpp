// Where the hard player puts its legacy stickers (docs/ai.md "Stickers"): rules of thumb
// about which cells its buildings will cover, since a sticker outlives many episodes.
#pragma once

#include <string_view>
#include <vector>

#include "base/random.hpp"
#include "mycity/content.hpp"

namespace mycity::bots {

// A tree where buildings rarely reach (it keeps its point and is no empty meadow), a rock
// or a clearing where they will (a covered rock costs nothing), a well with four meadow
// sides; ties at random.
Cell sticker_cell(const BoardLayout& board, std::string_view sticker, const Bitboard& legal,
                  base::Rng& rng);
// A star on the smallest piece (the one most often built), a filter on the largest blue
// piece (the one with the most yellow neighbours); ties at random.
int sticker_piece(const Catalogue& catalogue, std::string_view sticker,
                  const std::vector<int>& legal, base::Rng& rng);

}  // namespace mycity::bots
