// One player's board during an episode: the layout plus the buildings placed on it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "mycity/content.hpp"

namespace mycity {

// A placement as formats.md defines it: the oriented, normalised shape with its
// bounding-box top-left on cell (x, y).
struct Placement {
  int piece = -1;  // index into Catalogue::pieces()
  int rot = 0;
  bool flip = false;
  int x = 0;
  int y = 0;
  friend bool operator==(const Placement&, const Placement&) = default;
};

// A building sticker fixed to one of a player's pieces for the rest of the campaign (R53).
struct PieceSticker {
  int piece = -1;
  std::string sticker;  // "star", "filter"
  friend bool operator==(const PieceSticker&, const PieceSticker&) = default;
};

struct PlacedBuilding {
  int piece = -1;
  Colour colour = Colour::Yellow;
  Placement placement;
  Bitboard cells;
};

class City {
 public:
  explicit City(BoardLayout layout, std::vector<PieceSticker> piece_stickers = {});

  const BoardLayout& layout() const { return layout_; }
  const Bitboard& occupied() const { return occupied_; }
  const std::vector<PlacedBuilding>& buildings() const { return buildings_; }
  const Bitboard& colour_cells(Colour c) const {
    return colour_cells_[static_cast<std::size_t>(c)];
  }
  // Index into buildings() of the building covering c, or -1.
  int building_at(Cell c) const { return building_at_[static_cast<std::size_t>(c.y * 16 + c.x)]; }
  // Meadow cells with no feature and no building (R32).
  Bitboard empty_meadow() const { return layout_.featureless_meadow() & ~occupied_; }
  bool has_built(int piece) const;
  const std::vector<PieceSticker>& piece_stickers() const { return piece_stickers_; }
  // The building sticker on a piece, or "" (R53).
  std::string_view sticker_of(int piece) const;

  // No legality checks here: see check_placement().
  void add(const PlacedBuilding& building);
  void remove_last();

 private:
  BoardLayout layout_;
  std::vector<PieceSticker> piece_stickers_;
  Bitboard occupied_;
  std::vector<PlacedBuilding> buildings_;
  std::array<Bitboard, kColourCount> colour_cells_{};
  std::array<signed char, 256> building_at_{};
};

}  // namespace mycity
