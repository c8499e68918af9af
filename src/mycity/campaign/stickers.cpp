// Legacy stickers: where each may go (R51, R53, content.md) and applying it.
#include "mycity/stickers.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace mycity {

namespace {

constexpr std::array<std::string_view, 6> kBoardStickers{"tree",     "rock", "well",
                                                         "clearing", "gold", "railway"};
constexpr std::array<std::string_view, 2> kBuildingStickers{"star", "filter"};

std::string cell_name(Cell c) {
  return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

}  // namespace

bool is_board_sticker(std::string_view id) {
  return std::find(kBoardStickers.begin(), kBoardStickers.end(), id) != kBoardStickers.end();
}

bool is_building_sticker(std::string_view id) {
  return std::find(kBuildingStickers.begin(), kBuildingStickers.end(), id) !=
         kBuildingStickers.end();
}

bool is_fixed_sticker(std::string_view id) {
  return id == "gold" || id == "railway";
}

std::vector<std::string_view> sticker_ids() {
  std::vector<std::string_view> ids(kBoardStickers.begin(), kBoardStickers.end());
  ids.insert(ids.end(), kBuildingStickers.begin(), kBuildingStickers.end());
  return ids;
}

Bitboard free_sticker_spots(const BoardLayout& layout) {
  return layout.spots & layout.featureless_meadow();
}

Bitboard legal_sticker_cells(const BoardLayout& layout, std::string_view sticker) {
  if (sticker == "tree" || sticker == "rock" || sticker == "well") {
    return free_sticker_spots(layout);
  }
  if (sticker == "clearing") return layout.forest & layout.meadow.neighbours();
  if (sticker == "gold") return layout.gold_marks & layout.featureless_meadow();
  return {};
}

std::optional<Violation> apply_board_sticker(BoardLayout& layout, std::string_view sticker,
                                             Cell cell) {
  const bool on_board =
      cell.x >= 0 && cell.y >= 0 && cell.x < layout.width && cell.y < layout.height;
  if (!on_board || !legal_sticker_cells(layout, sticker).test(cell)) {
    std::string where = "a free sticker spot (an empty meadow cell with a spot)";
    if (sticker == "clearing") where = "a forest cell sharing a side with meadow";
    if (sticker == "gold") where = "a printed gold mark";
    if (!is_board_sticker(sticker) || sticker == "railway") {
      return Violation{"R51", "\"" + std::string(sticker) + "\" is not placed on a cell"};
    }
    return Violation{"R51", "a " + std::string(sticker) + " sticker must go on " + where + "; " +
                                cell_name(cell) + " is not one"};
  }
  if (sticker == "tree") layout.single_trees.set(cell);
  if (sticker == "rock") layout.single_rocks.set(cell);
  if (sticker == "well") layout.wells.set(cell);
  if (sticker == "gold") layout.gold.set(cell);
  if (sticker == "clearing") {
    layout.forest.reset(cell);
    layout.meadow.set(cell);
    layout.spots.set(cell);
  }
  return std::nullopt;
}

bool lay_railway(BoardLayout& layout, const BoardDef& board) {
  if (!board.railway || layout.path("railway") != nullptr) return false;
  layout.paths.push_back(*board.railway);
  return true;
}

std::vector<std::optional<Cell>> lay_fixed_sticker(BoardLayout& layout, const BoardDef& board,
                                                   std::string_view sticker) {
  std::vector<std::optional<Cell>> laid;
  if (!is_fixed_sticker(sticker)) return laid;
  if (sticker == "railway") {
    if (lay_railway(layout, board)) laid.emplace_back();
    return laid;
  }
  legal_sticker_cells(layout, sticker).for_each([&](Cell c) {
    apply_board_sticker(layout, sticker, c);
    laid.emplace_back(c);
  });
  return laid;
}

std::vector<int> legal_sticker_pieces(const Catalogue& catalogue,
                                      const std::vector<PieceSticker>& stickers,
                                      std::string_view sticker) {
  std::vector<int> pieces;
  if (!is_building_sticker(sticker)) return pieces;
  for (int i = 0; i < static_cast<int>(catalogue.pieces().size()); ++i) {
    const Colour colour = catalogue.piece(i).colour;
    const bool fits = sticker == "filter" ? colour == Colour::Blue
                                          : colour == Colour::Yellow || colour == Colour::Red ||
                                                colour == Colour::Blue;
    const bool taken = std::any_of(stickers.begin(), stickers.end(),
                                   [&](const PieceSticker& s) { return s.piece == i; });
    if (fits && !taken) pieces.push_back(i);
  }
  return pieces;
}

std::optional<Violation> apply_building_sticker(const Catalogue& catalogue,
                                                std::vector<PieceSticker>& stickers,
                                                std::string_view sticker, int piece) {
  const std::vector<int> legal = legal_sticker_pieces(catalogue, stickers, sticker);
  if (std::find(legal.begin(), legal.end(), piece) == legal.end()) {
    if (!is_building_sticker(sticker)) {
      return Violation{"R53", "\"" + std::string(sticker) + "\" is not a building sticker"};
    }
    const bool known = piece >= 0 && piece < static_cast<int>(catalogue.pieces().size());
    const std::string name = known ? catalogue.piece(piece).id : "piece " + std::to_string(piece);
    const std::string rule = sticker == "filter" ? "a filter goes on a blue building"
                                                 : "a star goes on a yellow, red or blue building";
    return Violation{"R53", rule + " without a building sticker; " + name + " is not one"};
  }
  stickers.push_back(PieceSticker{piece, std::string(sticker)});
  return std::nullopt;
}

}  // namespace mycity
