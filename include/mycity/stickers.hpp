// Legacy stickers (R50-R53, content.md): where each may go, and applying it to a board
// layout or a player's pieces. Boards between episodes carry no buildings, so "empty"
// here means no feature.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "mycity/city.hpp"
#include "mycity/content.hpp"
#include "mycity/placement.hpp"

namespace mycity {

// Sticker ids (content.md): board stickers go on a cell (R51), building stickers on a
// piece (R53). Gold and the railway are laid by the rules on their own cells.
bool is_board_sticker(std::string_view id);
bool is_building_sticker(std::string_view id);
bool is_fixed_sticker(std::string_view id);
std::vector<std::string_view> sticker_ids();

// R51: a free sticker spot is a meadow cell with a spot and no feature.
Bitboard free_sticker_spots(const BoardLayout& layout);

// The cells where a board sticker may go now: tree, rock, well on a free sticker spot;
// clearing on a forest cell sharing a side with meadow; gold on a printed gold mark not
// yet gilded. Empty for building stickers, fixed stickers without cells and unknown ids.
Bitboard legal_sticker_cells(const BoardLayout& layout, std::string_view sticker);

// Applies a board sticker to one cell; a Violation (R51) when the cell is not legal.
std::optional<Violation> apply_board_sticker(BoardLayout& layout, std::string_view sticker,
                                             Cell cell);

// Lays the railway of `board` on the layout (chapter 7 start); false if already laid.
bool lay_railway(BoardLayout& layout, const BoardDef& board);

// R52: lays a fixed sticker where the rules put it (gold on every printed mark not yet
// gilded, the railway once); returns each sticker laid, by cell (none for the railway).
std::vector<std::optional<Cell>> lay_fixed_sticker(BoardLayout& layout, const BoardDef& board,
                                                   std::string_view sticker);

// R53: the pieces a building sticker may be fixed to: star on a yellow, red or blue
// piece, filter on a blue piece, in either case one without a building sticker.
std::vector<int> legal_sticker_pieces(const Catalogue& catalogue,
                                      const std::vector<PieceSticker>& stickers,
                                      std::string_view sticker);

// Fixes a building sticker to a piece; a Violation (R53) when that piece is not legal.
std::optional<Violation> apply_building_sticker(const Catalogue& catalogue,
                                                std::vector<PieceSticker>& stickers,
                                                std::string_view sticker, int piece);

}  // namespace mycity
