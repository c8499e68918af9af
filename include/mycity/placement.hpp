// Construction rules R2-R6 (and chapter rules on pieces): checking one placement with
// the reason it fails (R8), and enumerating every legal placement of a piece.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "mycity/city.hpp"
#include "mycity/content.hpp"
#include "mycity/house_rules.hpp"

namespace mycity {

// A broken rule: its id ("R4") and words a player understands.
struct Violation {
  std::string rule;
  std::string reason;
};

// The cells a placement covers, or nothing when it does not fit inside the board (R2).
std::optional<Bitboard> placement_cells(const PieceDef& piece, const Placement& placement,
                                        const BoardLayout& layout);

// The orientations a building may be placed in: its distinct rotations (R1), and its
// mirror images too under the mirror house rule.
std::span<const Orientation> placeable_orientations(const PieceDef& piece, const HouseRules& house);

// R8: every reason check_placement can give for `piece` on `layout` (the app sizes its
// text box for the longest, so that its buttons never move).
std::vector<std::string> placement_reasons(const PieceDef& piece, const BoardLayout& layout);

// Which rule a placement breaks on this city, or nothing when it is legal.
std::optional<Violation> check_placement(const Catalogue& catalogue, const City& city,
                                         const Placement& placement, const HouseRules& house);

struct PlacementFault;

// Everything about a city that placement tests need, computed once per city state so
// that testing one candidate is a few 64-bit operations.
class PlacementTester {
 public:
  PlacementTester(const PieceDef& piece, const City& city);

  // What a four-row window of cells (already shifted to column x) at row y breaks first.
  // Outside: the building leaves the board (never returned by first_broken).
  enum class Broken {
    None,
    Outside,
    NotMeadow,
    Occupied,
    Straddles,
    FirstNotOnRiver,
    NoContact,
    MustTouch
  };
  Broken first_broken(std::uint64_t window, int y) const;
  bool legal(std::uint64_t window, int y) const { return first_broken(window, y) == Broken::None; }
  // R8: the rule and the words for a failed test (`straddled` names the path for Straddles).
  std::optional<Violation> explain(std::uint64_t window, int y) const;
  // What explain() puts in words, as data.
  std::optional<PlacementFault> fault(std::uint64_t window, int y) const;

 private:
  // A Bitboard's four-row window at every row, read once per tester: the enumeration tests
  // hundreds of candidates against the same masks, so each test is then an array lookup.
  using RowWindows = std::array<std::uint64_t, kMaxBoardHeight>;
  static RowWindows windows_of(const Bitboard& board);
  struct PathWindows {
    const EdgePath* path;
    RowWindows left_edges;
    RowWindows top_edges;
  };

  const EdgePath* straddled_path(std::uint64_t window, int y) const;

  const PieceDef& piece_;
  RowWindows not_meadow_;
  RowWindows occupied_;
  std::vector<PathWindows> paths_;
  bool first_building_ = false;
  // R5 for the first building (the river's touching cells; none without a river), R6 after
  // (cells beside a building).
  RowWindows contact_;
  RowWindows must_touch_;  // the must-touch path's touching cells (all rows 0 if it is missing)
};

// R8 as data: what a placement breaks first, so that the app can say it in the player's
// language (the engine's reasons are English, for the command line).
struct PlacementFault {
  PlacementTester::Broken broken;
  std::string path;  // the kind of the path straddled ("river"), for Broken::Straddles
};

// Every fault check_placement can report for `piece` on `layout`, in the order of
// placement_reasons.
std::vector<PlacementFault> placement_faults(const PieceDef& piece, const BoardLayout& layout);

// The fault of a placement of `piece` (its rotation taken as valid, R1) on `city`, or nothing
// when R2-R6 allow it.
std::optional<PlacementFault> placement_fault(const PieceDef& piece, const City& city,
                                              const Placement& placement);

// Calls f(placement, cells) for every legal placement of `piece`, each distinct cell set
// once, in a fixed order (orientation, then row, then column).
template <typename F>
void for_each_legal_placement(const Catalogue& catalogue, const City& city, int piece,
                              const HouseRules& house, F&& f) {
  const PieceDef& def = catalogue.piece(piece);
  const PlacementTester tester(def, city);
  const BoardLayout& layout = city.layout();
  for (const Orientation& o : placeable_orientations(def, house)) {
    for (int y = 0; y + o.height <= layout.height; ++y) {
      for (int x = 0; x + o.width <= layout.width; ++x) {
        const std::uint64_t window = o.window << x;
        if (tester.legal(window, y)) {
          f(Placement{piece, o.rot, o.flip, x, y}, Bitboard::from_window(o.window, x, y));
        }
      }
    }
  }
}

std::vector<Placement> legal_placements(const Catalogue& catalogue, const City& city, int piece,
                                        const HouseRules& house);
int count_legal_placements(const Catalogue& catalogue, const City& city, int piece,
                           const HouseRules& house);
bool has_legal_placement(const Catalogue& catalogue, const City& city, int piece,
                         const HouseRules& house);

}  // namespace mycity
