// A term worth a fixed number of points for each building that meets a condition: the
// shape of most terms (churches, lumber, mines, smoke, goods, civic pride, star).
#pragma once

#include "mycity/terms.hpp"

namespace mycity::terms {

class PerBuildingTerm final : public EndTerm {
 public:
  using Condition = bool (*)(const City& city, const PlacedBuilding& building);

  PerBuildingTerm(std::string_view id, int points, Condition condition)
      : id_(id), points_(points), condition_(condition) {}

  std::string_view id() const override { return id_; }
  int points(const City& city) const override {
    int n = 0;
    for (const PlacedBuilding& b : city.buildings()) n += condition_(city, b) ? 1 : 0;
    return n * points_;
  }
  Bitboard cells(const City& city) const override {
    Bitboard all;
    for (const PlacedBuilding& b : city.buildings()) {
      if (condition_(city, b)) all |= b.cells;
    }
    return all;
  }

 private:
  std::string_view id_;
  int points_;
  Condition condition_;
};

// Whether the building shares a side with a building of each listed colour.
template <typename... Colours>
bool beside_colours(const City& city, const PlacedBuilding& b, Colours... colours) {
  const Bitboard halo = b.cells.neighbours();
  return (halo.intersects(city.colour_cells(colours)) && ...);
}

}  // namespace mycity::terms
