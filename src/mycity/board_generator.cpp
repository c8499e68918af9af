// A board from a seed: borders, river and features drawn from one base::Rng, then held to
// every check (board_checks.cpp); a draw that fails one is thrown away and the next taken.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "base/error.hpp"
#include "base/random.hpp"
#include "board_checks.hpp"

namespace mycity {

namespace {

// Far more than needed: about one draw in four or five meets every check.
constexpr int kMaxDraws = 1000;

int draw(base::Rng& rng, std::size_t count) {
  return static_cast<int>(rng.below(count));
}

// The width of one border in each row: `total` cells, each row `min` to `max` wide.
std::vector<int> border_runs(int rows, int min, int max, int total, base::Rng& rng) {
  std::vector<int> runs(static_cast<std::size_t>(rows), min);
  for (int extra = total - rows * min; extra > 0; --extra) {
    std::vector<std::size_t> widening;
    for (std::size_t y = 0; y < runs.size(); ++y) {
      if (runs[y] < max) widening.push_back(y);
    }
    if (widening.empty()) break;  // a frame no row plan fits; the "borders" check says so
    ++runs[widening[static_cast<std::size_t>(draw(rng, widening.size()))]];
  }
  return runs;
}

// The river as lattice points: in each row a vertical edge, if it can be with meadow on both
// sides; it stays in the next row twice as often as it bends one column aside.
std::vector<Cell> river_points(const std::vector<int>& mountain, const std::vector<int>& forest,
                               int width, base::Rng& rng) {
  const auto lowest = [&](std::size_t y) { return mountain[y] + 1; };
  const auto highest = [&](std::size_t y) { return width - 1 - forest[y]; };
  int x = lowest(0) + draw(rng, static_cast<std::size_t>(std::max(1, highest(0) - lowest(0) + 1)));
  std::vector<Cell> points{{x, 0}};
  for (std::size_t y = 1; y < mountain.size(); ++y) {
    static constexpr int kBend[] = {-1, 0, 0, 1};
    const int next = std::max(lowest(y), std::min(x + kBend[draw(rng, 4)], highest(y)));
    const int row = static_cast<int>(y);
    if (next != x) points.insert(points.end(), {Cell{x, row}, Cell{next, row}});
    x = next;
  }
  points.push_back({x, static_cast<int>(mountain.size())});
  return points;
}

// Lays the printed board's features, each kind shared between the banks as evenly as it can
// be, each on a meadow cell that keeps the feature checks; false when none is left.
bool lay_features(const BoardFrame& frame, BoardLayout& board, base::Rng& rng) {
  const auto banks = banks_of(board);
  if (!banks) return false;
  for (const FeatureKind& kind : feature_kinds()) {
    const int count = (frame.printed().*kind.cells).count();
    const int on_left = count / 2 + (count % 2 == 1 ? draw(rng, 2) : 0);
    for (int i = 0; i < count; ++i) {
      const Bitboard free =
          (i < on_left ? banks->first : banks->second) & board.meadow & ~board.features();
      std::vector<Cell> fitting;
      free.for_each([&](Cell c) {
        (board.*kind.cells).set(c);
        if (feature_fits(board, c)) fitting.push_back(c);
        (board.*kind.cells).reset(c);
      });
      if (fitting.empty()) return false;
      (board.*kind.cells).set(fitting[static_cast<std::size_t>(draw(rng, fitting.size()))]);
    }
  }
  return true;
}

// One draw of a board; nothing when its river fails a check or a feature finds no cell.
std::optional<BoardLayout> draw_board(const BoardFrame& frame, base::Rng& rng) {
  const BoardLayout& printed = frame.printed();
  const std::vector<int> mountain = border_runs(printed.height, frame.min_mountain,
                                                frame.max_mountain, printed.mountain.count(), rng);
  const std::vector<int> forest =
      border_runs(printed.height, frame.min_forest, frame.max_forest, printed.forest.count(), rng);
  std::vector<std::string> rows;
  for (std::size_t y = 0; y < mountain.size(); ++y) {
    const auto meadow =
        static_cast<std::size_t>(std::max(0, printed.width - mountain[y] - forest[y]));
    rows.push_back(std::string(static_cast<std::size_t>(mountain[y]), 'M') +
                   std::string(meadow, '.') +
                   std::string(static_cast<std::size_t>(forest[y]), 'F'));
  }
  BoardLayout board = parse_layout(rows, "generated board", "/map");
  board.paths.push_back(make_edge_path("river", river_points(mountain, forest, printed.width, rng),
                                       board.width, board.height, "generated board", "/river"));
  if (!river_fits(frame, board) || !lay_features(frame, board, rng)) return std::nullopt;
  return board;
}

}  // namespace

BoardLayout generate_board(const BoardFrame& frame, std::uint64_t seed) {
  base::Rng rng(seed);
  std::string last = "its river or a feature's place";
  for (int i = 0; i < kMaxDraws; ++i) {
    std::optional<BoardLayout> board = draw_board(frame, rng);
    if (!board) continue;
    const auto failed = failed_board_check(frame, *board);
    if (!failed) return std::move(*board);
    last = *failed;
  }
  throw base::Error("no board from seed " + std::to_string(seed) + " meets every check; the last " +
                    "draw failed " + last);
}

}  // namespace mycity
