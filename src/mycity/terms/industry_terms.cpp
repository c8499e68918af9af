// Legacy chapters 5-7: conditions about blue (industrial) buildings.
#include "term_modules.hpp"

namespace mycity::terms {

bool blue_beside_forest(const City& city, const PlacedBuilding& b) {
  return b.colour == Colour::Blue && b.cells.neighbours().intersects(city.layout().forest);
}

bool blue_beside_mountain(const City& city, const PlacedBuilding& b) {
  return b.colour == Colour::Blue && b.cells.neighbours().intersects(city.layout().mountain);
}

bool blue_on_railway(const City& city, const PlacedBuilding& b) {
  const EdgePath* railway = city.layout().path("railway");
  return b.colour == Colour::Blue && railway != nullptr && b.cells.intersects(railway->touching);
}

bool yellow_in_smoke(const City& city, const PlacedBuilding& b) {
  if (b.colour != Colour::Yellow) return false;
  const Bitboard halo = b.cells.neighbours();
  for (const PlacedBuilding& other : city.buildings()) {
    if (other.colour == Colour::Blue && city.sticker_of(other.piece) != "filter" &&
        halo.intersects(other.cells)) {
      return true;
    }
  }
  return false;
}

}  // namespace mycity::terms
