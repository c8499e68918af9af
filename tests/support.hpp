// Shared helpers for the engine tests.
#pragma once

#include <string>
#include <vector>

#include "mycity/content.hpp"
#include "mycity/game.hpp"

namespace mycity::test {

// The shipped content, loaded once.
inline const Catalogue& catalogue() {
  static const Catalogue loaded = load_catalogue(MYCITY_DEFAULT_DATA_DIR);
  return loaded;
}

inline int piece(const std::string& id) {
  return catalogue().find_piece(id).value();
}

// A layout from map rows (content.md legend) with a river along the given lattice points.
inline BoardLayout layout(const std::vector<std::string>& rows, const std::vector<Cell>& river) {
  BoardLayout l = parse_layout(rows, "test", "/map");
  l.paths.push_back(make_edge_path("river", river, l.width, l.height, "test", "/river"));
  return l;
}

// Places a building on a city without any rule check (for setting up positions).
inline void put(City& city, const std::string& id, int rot, bool flip, int x, int y) {
  const int index = piece(id);
  const Placement p{index, rot, flip, x, y};
  city.add(PlacedBuilding{index, catalogue().piece(index).colour, p,
                          *placement_cells(catalogue().piece(index), p, city.layout())});
}

}  // namespace mycity::test
