#include "mycity/placement.hpp"

namespace mycity {

namespace {

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

PlacementTester::RowWindows PlacementTester::windows_of(const Bitboard& board) {
  RowWindows rows{};
  for (int y = 0; y < kMaxBoardHeight; ++y) rows[static_cast<std::size_t>(y)] = board.window(y);
  return rows;
}

PlacementTester::PlacementTester(const PieceDef& piece, const City& city)
    : piece_(piece),
      not_meadow_(windows_of(~city.layout().meadow)),
      occupied_(windows_of(city.occupied())),
      first_building_(city.buildings().empty()) {
  for (const EdgePath& path : city.layout().paths) {
    paths_.push_back({&path, windows_of(path.left_edges), windows_of(path.top_edges)});
  }
  const EdgePath* river = city.layout().path("river");
  if (!first_building_) {
    contact_ = windows_of(city.occupied().neighbours());
  } else {
    contact_ = river != nullptr ? windows_of(river->touching) : RowWindows{};
  }
  const EdgePath* must = piece.must_touch ? city.layout().path(*piece.must_touch) : nullptr;
  must_touch_ = must != nullptr ? windows_of(must->touching) : RowWindows{};
}

const EdgePath* PlacementTester::straddled_path(std::uint64_t window, int y) const {
  const auto row = static_cast<std::size_t>(y);
  for (const PathWindows& p : paths_) {
    // Two cells of the window on either side of one of the path's edges (R4).
    const std::uint64_t left_pairs = window & (window << 1) & p.left_edges[row];
    const std::uint64_t top_pairs = window & (window << 16) & p.top_edges[row];
    if ((left_pairs | top_pairs) != 0) return p.path;
  }
  return nullptr;
}

PlacementTester::Broken PlacementTester::first_broken(std::uint64_t window, int y) const {
  const auto row = static_cast<std::size_t>(y);
  if ((window & not_meadow_[row]) != 0) return Broken::NotMeadow;
  if ((window & occupied_[row]) != 0) return Broken::Occupied;
  if (straddled_path(window, y) != nullptr) return Broken::Straddles;
  if ((window & contact_[row]) == 0) {
    return first_building_ ? Broken::FirstNotOnRiver : Broken::NoContact;
  }
  if (piece_.must_touch && (window & must_touch_[row]) == 0) return Broken::MustTouch;
  return Broken::None;
}

namespace {

// R8's words for each fault.
std::optional<Violation> violation_for(const std::optional<PlacementFault>& fault,
                                       const PieceDef& piece) {
  using Broken = PlacementTester::Broken;
  if (!fault) return std::nullopt;
  switch (fault->broken) {
    case Broken::None:
      return std::nullopt;
    case Broken::Outside:
      return Violation{"R2", "the building must lie entirely inside the board"};
    case Broken::NotMeadow:
      return Violation{"R2", "every cell of a building must be on meadow (not mountain or forest)"};
    case Broken::Occupied:
      return Violation{"R3", "a cell is already built on"};
    case Broken::Straddles:
      return Violation{"R4", "the building would lie on both sides of the " + fault->path};
    case Broken::FirstNotOnRiver:
      return Violation{"R5", "your first building must touch the river with a side"};
    case Broken::NoContact:
      return Violation{"R6", "the building must share a side with one of your buildings"};
    case Broken::MustTouch:
      return Violation{"must_touch", "the " + piece.name + " must have a side on the " +
                                         piece.must_touch.value_or("")};
  }
  return std::nullopt;
}

}  // namespace

std::optional<PlacementFault> PlacementTester::fault(std::uint64_t window, int y) const {
  const Broken broken = first_broken(window, y);
  if (broken == Broken::None) return std::nullopt;
  const EdgePath* path = broken == Broken::Straddles ? straddled_path(window, y) : nullptr;
  return PlacementFault{broken, path != nullptr ? path->kind : ""};
}

std::optional<Violation> PlacementTester::explain(std::uint64_t window, int y) const {
  return violation_for(fault(window, y), piece_);
}

std::vector<PlacementFault> placement_faults(const PieceDef& piece, const BoardLayout& layout) {
  using Broken = PlacementTester::Broken;
  std::vector<PlacementFault> faults;
  for (const Broken broken : {Broken::Outside, Broken::NotMeadow, Broken::Occupied,
                              Broken::FirstNotOnRiver, Broken::NoContact, Broken::MustTouch}) {
    if (broken != Broken::MustTouch || piece.must_touch) faults.push_back({broken, ""});
  }
  for (const EdgePath& path : layout.paths) faults.push_back({Broken::Straddles, path.kind});
  return faults;
}

std::vector<std::string> placement_reasons(const PieceDef& piece, const BoardLayout& layout) {
  std::vector<std::string> reasons;
  for (const PlacementFault& fault : placement_faults(piece, layout))
    reasons.push_back(violation_for(fault, piece)->reason);
  return reasons;
}

std::optional<PlacementFault> placement_fault(const PieceDef& piece, const City& city,
                                              const Placement& placement) {
  const Orientation* o = fitting_orientation(piece, placement, city.layout());
  if (o == nullptr) return PlacementFault{PlacementTester::Broken::Outside, ""};
  return PlacementTester(piece, city).fault(o->window << placement.x, placement.y);
}

std::optional<Bitboard> placement_cells(const PieceDef& piece, const Placement& placement,
                                        const BoardLayout& layout) {
  const Orientation* o = fitting_orientation(piece, placement, layout);
  if (o == nullptr) return std::nullopt;
  return Bitboard::from_window(o->window, placement.x, placement.y);
}

std::span<const Orientation> placeable_orientations(const PieceDef& piece,
                                                    const HouseRules& house) {
  const std::span<const Orientation> all(piece.orientations);
  return house.mirror ? all : all.first(static_cast<std::size_t>(piece.rotation_count));
}

std::optional<Violation> check_placement(const Catalogue& catalogue, const City& city,
                                         const Placement& placement, const HouseRules& house) {
  if (placement.piece < 0 || placement.piece >= static_cast<int>(catalogue.pieces().size())) {
    return Violation{"R11", "no such building"};
  }
  if (placement.rot < 0 || placement.rot > 3) {
    return Violation{"R1", "rotation must be 0 to 3 quarter turns"};
  }
  if (placement.flip && !house.mirror) {
    return Violation{"R1",
                     "a building is turned, never turned over (mirroring is a house rule, off in "
                     "this game)"};
  }
  const PieceDef& piece = catalogue.piece(placement.piece);
  return violation_for(placement_fault(piece, city, placement), piece);
}

std::vector<Placement> legal_placements(const Catalogue& catalogue, const City& city, int piece,
                                        const HouseRules& house) {
  std::vector<Placement> result;
  for_each_legal_placement(catalogue, city, piece, house,
                           [&](const Placement& p, const Bitboard&) { result.push_back(p); });
  return result;
}

int count_legal_placements(const Catalogue& catalogue, const City& city, int piece,
                           const HouseRules& house) {
  int n = 0;
  for_each_legal_placement(catalogue, city, piece, house,
                           [&](const Placement&, const Bitboard&) { ++n; });
  return n;
}

bool has_legal_placement(const Catalogue& catalogue, const City& city, int piece,
                         const HouseRules& house) {
  return count_legal_placements(catalogue, city, piece, house) > 0;
}

}  // namespace mycity
