#include "mycity/city.hpp"

#include <algorithm>

namespace mycity {

City::City(BoardLayout layout, std::vector<PieceSticker> piece_stickers)
    : layout_(std::move(layout)), piece_stickers_(std::move(piece_stickers)) {
  building_at_.fill(-1);
}

std::string_view City::sticker_of(int piece) const {
  for (const PieceSticker& s : piece_stickers_) {
    if (s.piece == piece) return s.sticker;
  }
  return {};
}

bool City::has_built(int piece) const {
  return std::any_of(buildings_.begin(), buildings_.end(),
                     [&](const PlacedBuilding& b) { return b.piece == piece; });
}

void City::add(const PlacedBuilding& building) {
  const auto index = static_cast<signed char>(buildings_.size());
  buildings_.push_back(building);
  occupied_ |= building.cells;
  colour_cells_[static_cast<std::size_t>(building.colour)] |= building.cells;
  building.cells.for_each(
      [&](Cell c) { building_at_[static_cast<std::size_t>(c.y * 16 + c.x)] = index; });
}

void City::remove_last() {
  const PlacedBuilding& last = buildings_.back();
  occupied_ &= ~last.cells;
  colour_cells_[static_cast<std::size_t>(last.colour)] &= ~last.cells;
  last.cells.for_each([&](Cell c) { building_at_[static_cast<std::size_t>(c.y * 16 + c.x)] = -1; });
  buildings_.pop_back();
}

}  // namespace mycity
