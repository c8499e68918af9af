// Machi Koro's seats have no animals: each is told apart by its colour (ui/theme.hpp's
// kSeat), shown beside its name on every screen.
#pragma once

#include <imgui.h>

#include <iterator>

#include "ui/theme.hpp"

namespace app {

inline ImU32 seat_colour(int seat) {
  constexpr int kColours = static_cast<int>(std::size(palette::kSeat));
  return palette::kSeat[((seat % kColours) + kColours) % kColours];
}

// A square of the seat's colour, `size` points, at the cursor, as one item.
void seat_swatch(int seat, float size);

}  // namespace app
