// Conditions of per-building terms about churches and civic buildings.
#include "term_modules.hpp"

namespace mycity::terms {

// R34: a church beside a yellow, a red and a blue building.
bool church_beside_three_colours(const City& city, const PlacedBuilding& b) {
  return b.colour == Colour::Purple &&
         beside_colours(city, b, Colour::Yellow, Colour::Red, Colour::Blue);
}

// Chapter 8 civic pride: the town hall beside a yellow, a red, a blue building and a church.
bool town_hall_beside_all(const City& city, const PlacedBuilding& b) {
  return b.colour == Colour::Gold &&
         beside_colours(city, b, Colour::Yellow, Colour::Red, Colour::Blue, Colour::Purple);
}

// The star building sticker (R53): a built piece carrying a star.
bool carries_star(const City& city, const PlacedBuilding& b) {
  return city.sticker_of(b.piece) == "star";
}

}  // namespace mycity::terms
