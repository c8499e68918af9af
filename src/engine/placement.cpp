#include "mycity/placement.hpp"

namespace mycity {

namespace {

// Whether a window holds two cells on either side of one of the path's edges (R4).
bool straddles(const EdgePath& path, std::uint64_t window, int y) {
  const std::uint64_t left_pairs = window & (window << 1) & path.left_edges.window(y);
  const std::uint64_t top_pairs = window & (window << 16) & path.top_edges.window(y);
  return (left_pairs | top_pairs) != 0;
}

// The placement's orientation when its bounding box lies inside the board, else null.
const Orientation* fitting_orientation(const PieceDef& piece, const Placement& placement,
                                       const BoardLayout& layout) {
  const std::vector<Cell> cells = orient(piece.base_cells, placement.rot, placement.flip);
  for (const Orientation& o : piece.orientations) {
    if (o.cells != cells) continue;
    const bool inside = placement.x >= 0 && placement.y >= 0 &&
                        placement.x + o.width <= layout.width &&
                        placement.y + o.height <= layout.height;
    return inside ? &o : nullptr;
  }
  return nullptr;
}

}  // namespace

PlacementTester::PlacementTester(const PieceDef& piece, const City& city)
    : piece_(piece),
      city_(city),
      not_meadow_(~city.layout().meadow),
      contact_(city.occupied().neighbours()) {
  if (city.buildings().empty()) first_touch_ = city.layout().path("river");
  if (piece.must_touch) must_touch_ = city.layout().path(*piece.must_touch);
}

const EdgePath* PlacementTester::straddled_path(std::uint64_t window, int y) const {
  for (const EdgePath& path : city_.layout().paths) {
    if (straddles(path, window, y)) return &path;
  }
  return nullptr;
}

PlacementTester::Broken PlacementTester::first_broken(std::uint64_t window, int y) const {
  if ((window & not_meadow_.window(y)) != 0) return Broken::NotMeadow;
  if ((window & city_.occupied().window(y)) != 0) return Broken::Occupied;
  if (straddled_path(window, y) != nullptr) return Broken::Straddles;
  if (city_.buildings().empty()) {
    if (first_touch_ == nullptr || (window & first_touch_->touching.window(y)) == 0) {
      return Broken::FirstNotOnRiver;
    }
  } else if ((window & contact_.window(y)) == 0) {
    return Broken::NoContact;
  }
  if (piece_.must_touch &&
      (must_touch_ == nullptr || (window & must_touch_->touching.window(y)) == 0)) {
    return Broken::MustTouch;
  }
  return Broken::None;
}

std::optional<Violation> PlacementTester::explain(std::uint64_t window, int y) const {
  switch (first_broken(window, y)) {
    case Broken::None:
      return std::nullopt;
    case Broken::NotMeadow:
      return Violation{"R2", "every cell of a building must be on meadow (not mountain or forest)"};
    case Broken::Occupied:
      return Violation{"R3", "a cell is already built on"};
    case Broken::Straddles:
      return Violation{
          "R4", "the building would lie on both sides of the " + straddled_path(window, y)->kind};
    case Broken::FirstNotOnRiver:
      return Violation{"R5", "your first building must touch the river with a side"};
    case Broken::NoContact:
      return Violation{"R6", "the building must share a side with one of your buildings"};
    case Broken::MustTouch:
      return Violation{"must_touch",
                       "the " + piece_.name + " must have a side on the " + *piece_.must_touch};
  }
  return std::nullopt;
}

std::optional<Bitboard> placement_cells(const PieceDef& piece, const Placement& placement,
                                        const BoardLayout& layout) {
  const Orientation* o = fitting_orientation(piece, placement, layout);
  if (o == nullptr) return std::nullopt;
  return Bitboard::from_window(o->window, placement.x, placement.y);
}

std::optional<Violation> check_placement(const Catalogue& catalogue, const City& city,
                                         const Placement& placement) {
  if (placement.piece < 0 || placement.piece >= static_cast<int>(catalogue.pieces().size())) {
    return Violation{"R11", "no such building"};
  }
  if (placement.rot < 0 || placement.rot > 3) {
    return Violation{"R1", "rotation must be 0 to 3 quarter turns"};
  }
  const PieceDef& piece = catalogue.piece(placement.piece);
  const Orientation* o = fitting_orientation(piece, placement, city.layout());
  if (o == nullptr) return Violation{"R2", "the building must lie entirely inside the board"};
  return PlacementTester(piece, city).explain(o->window << placement.x, placement.y);
}

std::vector<Placement> legal_placements(const Catalogue& catalogue, const City& city, int piece) {
  std::vector<Placement> result;
  for_each_legal_placement(catalogue, city, piece,
                           [&](const Placement& p, const Bitboard&) { result.push_back(p); });
  return result;
}

int count_legal_placements(const Catalogue& catalogue, const City& city, int piece) {
  int n = 0;
  for_each_legal_placement(catalogue, city, piece, [&](const Placement&, const Bitboard&) { ++n; });
  return n;
}

bool has_legal_placement(const Catalogue& catalogue, const City& city, int piece) {
  return count_legal_placements(catalogue, city, piece) > 0;
}

}  // namespace mycity
