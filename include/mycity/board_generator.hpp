// Seeded Eternity boards: a new board made from a seed, with the printed board's size and
// amounts of mountain, forest and every feature, and the named checks that keep every such
// board fair and playable. Every player of a game gets the same board, as in the printed game.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "mycity/content.hpp"

namespace mycity {

// Which board a game is played on: the ruleset's printed board, or the one made from `seed`.
struct BoardChoice {
  std::optional<std::uint64_t> seed;
  friend bool operator==(const BoardChoice&, const BoardChoice&) = default;
};

// What every board made for a ruleset shares with its printed board (its size, how much
// mountain, forest and each feature it has, how wide the borders run) and the buildings its
// deck can reveal first.
class BoardFrame {
 public:
  // Throws Error when the ruleset's board is not in the catalogue.
  BoardFrame(const Catalogue& catalogue, const Ruleset& rules);

  const Catalogue& catalogue() const { return *catalogue_; }
  const BoardLayout& printed() const { return *printed_; }
  const std::vector<int>& deck_pieces() const { return deck_pieces_; }
  // The narrowest and widest border run of a row on the printed board: mountain from the
  // left border, forest from the right.
  int min_mountain = 0, max_mountain = 0, min_forest = 0, max_forest = 0;

 private:
  const Catalogue* catalogue_;
  const BoardLayout* printed_;
  std::vector<int> deck_pieces_;
};

// A kind of feature (rules.md §1) and where a layout has it.
struct FeatureKind {
  std::string_view name;
  Bitboard BoardLayout::*cells;
};
// Double trees, double rocks, single trees, single rocks, wells, gold.
std::span<const FeatureKind> feature_kinds();

// One constraint a board must meet; `broken` says how `board` breaks it, in words.
struct BoardCheck {
  std::string_view name;
  std::optional<std::string> (*broken)(const BoardFrame& frame, const BoardLayout& board);
};

// Every check, in the order they are asked (each may assume those before it hold):
// "size", "borders", "features", "river", "banks", "first-buildings", "feature-split",
// "feature-wall", "wells". The printed board meets them all.
std::span<const BoardCheck> board_checks();
// The first check `board` fails, as `check "banks": ...`; nothing when it meets them all.
std::optional<std::string> failed_board_check(const BoardFrame& frame, const BoardLayout& board);

// The two banks of a board whose one river runs from border to border (rules.md §1: the
// regions): the cells left of the river, then those right of it; nothing for any other
// board.
std::optional<std::pair<Bitboard, Bitboard>> banks_of(const BoardLayout& board);

// The board made from `seed`, the same on every platform; it meets every check. Throws
// Error when the frame allows no such board (content other than the shipped one).
BoardLayout generate_board(const BoardFrame& frame, std::uint64_t seed);

}  // namespace mycity
