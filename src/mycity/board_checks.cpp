// The checks every generated board meets (board_generator.hpp), one function a constraint.
#include "board_checks.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "base/error.hpp"
#include "mycity/placement.hpp"

namespace mycity {

namespace {

constexpr std::array<FeatureKind, 6> kFeatureKinds{{{"double trees", &BoardLayout::double_trees},
                                                    {"double rocks", &BoardLayout::double_rocks},
                                                    {"single trees", &BoardLayout::single_trees},
                                                    {"single rocks", &BoardLayout::single_rocks},
                                                    {"wells", &BoardLayout::wells},
                                                    {"gold deposits", &BoardLayout::gold}}};

// How many cells of `cells` lie side by side from one border of row y.
int border_run(const Bitboard& cells, int width, int y, bool from_left) {
  int run = 0;
  while (run < width && cells.test({from_left ? run : width - 1 - run, y})) ++run;
  return run;
}

constexpr std::string_view kNoBanks = "the river parts the board into two banks";

std::string at(Cell c) {
  return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

std::string size_of(const BoardLayout& board) {
  return std::to_string(board.width) + " x " + std::to_string(board.height);
}

// The cells reachable from `start` without crossing an edge of a path: a region (rules.md §1).
Bitboard region_of(const BoardLayout& board, Cell start) {
  Bitboard left_edges, top_edges;
  for (const EdgePath& path : board.paths) {
    left_edges |= path.left_edges;
    top_edges |= path.top_edges;
  }
  Bitboard region = Bitboard::single(start);
  std::vector<Cell> todo{start};
  const auto visit = [&](Cell c, bool open) {
    if (!open || !board.cells.test(c) || region.test(c)) return;
    region.set(c);
    todo.push_back(c);
  };
  while (!todo.empty()) {
    const Cell c = todo.back();
    todo.pop_back();
    visit({c.x + 1, c.y}, c.x + 1 < board.width && !left_edges.test({c.x + 1, c.y}));
    visit({c.x - 1, c.y}, c.x > 0 && !left_edges.test(c));
    visit({c.x, c.y + 1}, c.y + 1 < board.height && !top_edges.test({c.x, c.y + 1}));
    visit({c.x, c.y - 1}, c.y > 0 && !top_edges.test(c));
  }
  return region;
}

// No feature wall: a bank where buildings must cover or skirt a row of features.
constexpr int kMostSideBySide = 2;

// The features side by side with `start`, itself included.
Bitboard feature_group(const Bitboard& features, Cell start) {
  Bitboard group = Bitboard::single(start);
  for (;;) {
    const Bitboard grown = group | (group.neighbours() & features);
    if (grown == group) return group;
    group = grown;
  }
}

std::optional<std::string> broken_size(const BoardFrame& frame, const BoardLayout& board) {
  const BoardLayout& printed = frame.printed();
  if (board.width == printed.width && board.height == printed.height) return std::nullopt;
  return "the board is " + size_of(board) + " cells, the printed board " + size_of(printed);
}

std::optional<std::string> broken_borders(const BoardFrame& frame, const BoardLayout& board) {
  for (int y = 0; y < board.height; ++y) {
    const std::string row = "row " + std::to_string(y) + ": ";
    const int mountain = border_run(board.mountain, board.width, y, true);
    const int forest = border_run(board.forest, board.width, y, false);
    if (mountain < frame.min_mountain || mountain > frame.max_mountain ||
        forest < frame.min_forest || forest > frame.max_forest) {
      return row + "mountain runs " + std::to_string(mountain) +
             " cells from the left border and " + "forest " + std::to_string(forest) +
             " from the right; the printed board's rows run " + std::to_string(frame.min_mountain) +
             " to " + std::to_string(frame.max_mountain) + " and " +
             std::to_string(frame.min_forest) + " to " + std::to_string(frame.max_forest);
    }
    for (int x = mountain; x < board.width - forest; ++x) {
      if (!board.meadow.test({x, y}))
        return row + "only meadow lies between the mountains and the forest, not at " + at({x, y});
    }
  }
  const BoardLayout& printed = frame.printed();
  if (board.mountain.count() != printed.mountain.count() ||
      board.forest.count() != printed.forest.count()) {
    return std::to_string(board.mountain.count()) + " mountain and " +
           std::to_string(board.forest.count()) + " forest cells; the printed board has " +
           std::to_string(printed.mountain.count()) + " and " +
           std::to_string(printed.forest.count());
  }
  return std::nullopt;
}

std::optional<std::string> broken_features(const BoardFrame& frame, const BoardLayout& board) {
  for (const FeatureKind& kind : kFeatureKinds) {
    const int count = (board.*kind.cells).count();
    const int printed = (frame.printed().*kind.cells).count();
    if (count != printed) {
      return std::to_string(count) + " " + std::string(kind.name) + "; the printed board has " +
             std::to_string(printed);
    }
  }
  if ((board.spots | board.gold_marks).any())
    return "sticker spots and gold marks belong to the legacy board";
  return std::nullopt;
}

std::optional<std::string> broken_river(const BoardFrame&, const BoardLayout& board) {
  if (board.paths.size() != 1 || board.paths[0].kind != "river")
    return "the board has one edge path, the river";
  const EdgePath& river = board.paths[0];
  if (river.points.size() < 2 || river.points.front().y != 0 ||
      river.points.back().y != board.height)
    return "the river runs from the top border to the bottom border";
  int steps = 0;
  for (std::size_t i = 1; i < river.points.size(); ++i) {
    const Cell from = river.points[i - 1];
    const Cell to = river.points[i];
    if (to.y < from.y) return "the river never runs upwards, as at " + at(from);
    const bool on_border = from.x == to.x ? from.x == 0 || from.x == board.width
                                          : from.y == 0 || from.y == board.height;
    if (on_border) return "the river never runs along the board's border, as at " + at(from);
    steps += std::abs(to.x - from.x) + std::abs(to.y - from.y);
  }
  // Each step is one edge: fewer edges than steps means an edge was walked twice.
  if (steps != river.left_edges.count() + river.top_edges.count())
    return "the river runs along each edge once";
  std::optional<std::string> dry;
  const auto beside = [&](Cell a, Cell b) {
    if (!board.meadow.test(a) || !board.meadow.test(b))
      dry = "the river runs between meadow cells only, not between " + at(a) + " and " + at(b);
  };
  river.left_edges.for_each([&](Cell c) { beside({c.x - 1, c.y}, c); });
  river.top_edges.for_each([&](Cell c) { beside({c.x, c.y - 1}, c); });
  if (dry) return dry;
  return std::nullopt;
}

std::optional<std::string> broken_banks(const BoardFrame&, const BoardLayout& board) {
  const auto banks = banks_of(board);
  if (!banks) return std::string(kNoBanks);
  const int meadow = board.meadow.count();
  for (const auto& [bank, name] : {std::pair{banks->first, "left"}, {banks->second, "right"}}) {
    const int cells = (bank & board.meadow).count();
    // "Room on both banks": the printed board's are 53 and 56 of 109.
    if (5 * cells < 2 * meadow) {
      return std::string("the ") + name + " bank has " + std::to_string(cells) +
             " meadow cells, fewer than 2/5 of the board's " + std::to_string(meadow);
    }
  }
  return std::nullopt;
}

std::optional<std::string> broken_first_buildings(const BoardFrame& frame,
                                                  const BoardLayout& board) {
  const auto banks = banks_of(board);
  if (!banks) return std::string(kNoBanks);
  const City empty(board);
  for (const int piece : frame.deck_pieces()) {
    bool left = false, right = false;
    // R5 and R4 as the engine checks them: beside the river, on one bank.
    for_each_legal_placement(frame.catalogue(), empty, piece, HouseRules{},
                             [&](const Placement&, const Bitboard& cells) {
                               (banks->first.contains(cells) ? left : right) = true;
                             });
    if (!left || !right) {
      const PieceDef& def = frame.catalogue().piece(piece);
      return def.id + " (" + def.name + ") cannot be built first beside the river on the " +
             (left ? "right" : "left") + " bank (R5)";
    }
  }
  return std::nullopt;
}

std::optional<std::string> broken_feature_split(const BoardFrame&, const BoardLayout& board) {
  const auto banks = banks_of(board);
  if (!banks) return std::string(kNoBanks);
  for (const FeatureKind& kind : kFeatureKinds) {
    const int left = (board.*kind.cells & banks->first).count();
    const int right = (board.*kind.cells & banks->second).count();
    if (std::abs(left - right) > 1) {
      return std::string(kind.name) + ": " + std::to_string(left) + " on the left bank, " +
             std::to_string(right) + " on the right; the banks share each kind evenly";
    }
  }
  return std::nullopt;
}

std::optional<std::string> broken_feature_wall(const BoardFrame&, const BoardLayout& board) {
  const Bitboard features = board.features();
  std::optional<std::string> wall;
  features.for_each([&](Cell c) {
    const int group = feature_group(features, c).count();
    if (!wall && group > kMostSideBySide) {
      wall = std::to_string(group) + " features side by side at " + at(c) + "; at most " +
             std::to_string(kMostSideBySide) + " lie together";
    }
  });
  return wall;
}

bool well_can_score(const BoardLayout& board, Cell well) {
  return (Bitboard::single(well).neighbours() & board.meadow).count() == 4;
}

std::optional<std::string> broken_wells(const BoardFrame&, const BoardLayout& board) {
  std::optional<std::string> closed;
  board.wells.for_each([&](Cell c) {
    if (!well_can_score(board, c))
      closed = "the well at " + at(c) + " has a side on no meadow, so it can never score (R35)";
  });
  return closed;
}

constexpr std::array<BoardCheck, 9> kChecks{{{"size", broken_size},
                                             {"borders", broken_borders},
                                             {"features", broken_features},
                                             {"river", broken_river},
                                             {"banks", broken_banks},
                                             {"first-buildings", broken_first_buildings},
                                             {"feature-split", broken_feature_split},
                                             {"feature-wall", broken_feature_wall},
                                             {"wells", broken_wells}}};

}  // namespace

BoardFrame::BoardFrame(const Catalogue& catalogue, const Ruleset& rules) : catalogue_(&catalogue) {
  const BoardDef* board = catalogue.find_board(rules.board);
  if (board == nullptr)
    throw base::Error("ruleset \"" + rules.id + "\": unknown board \"" + rules.board + "\"");
  printed_ = &board->layout;
  for (const std::string& card : rules.deck) {
    if (const auto piece = catalogue.find_piece(card)) deck_pieces_.push_back(*piece);
  }
  const BoardLayout& p = *printed_;
  min_mountain = min_forest = p.width;
  for (int y = 0; y < p.height; ++y) {
    const int mountain = border_run(p.mountain, p.width, y, true);
    const int forest = border_run(p.forest, p.width, y, false);
    min_mountain = std::min(min_mountain, mountain);
    max_mountain = std::max(max_mountain, mountain);
    min_forest = std::min(min_forest, forest);
    max_forest = std::max(max_forest, forest);
  }
}

std::span<const FeatureKind> feature_kinds() {
  return kFeatureKinds;
}

std::span<const BoardCheck> board_checks() {
  return kChecks;
}

std::optional<std::string> failed_board_check(const BoardFrame& frame, const BoardLayout& board) {
  for (const BoardCheck& check : kChecks) {
    if (auto why = check.broken(frame, board))
      return "check \"" + std::string(check.name) + "\": " + *why;
  }
  return std::nullopt;
}

std::optional<std::pair<Bitboard, Bitboard>> banks_of(const BoardLayout& board) {
  const Bitboard left = region_of(board, {0, 0});
  const Bitboard right = board.cells & ~left;
  std::optional<Cell> first;
  right.for_each([&](Cell c) {
    if (!first) first = c;
  });
  if (!first || region_of(board, *first) != right) return std::nullopt;
  return std::pair{left, right};
}

bool river_fits(const BoardFrame& frame, const BoardLayout& board) {
  return !broken_river(frame, board) && !broken_banks(frame, board);
}

bool feature_fits(const BoardLayout& board, Cell c) {
  // A new feature only joins the group through its own cell: the rest already kept the checks.
  return feature_group(board.features(), c).count() <= kMostSideBySide &&
         (!board.wells.test(c) || well_can_score(board, c));
}

}  // namespace mycity
