// Seeded Eternity boards: the checks on hand-made boards (the printed board changed in one
// place each), and a thousand generated boards meeting every check.
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "mycity/board_generator.hpp"
#include "mycity/record.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

const Ruleset& eternity() {
  return *test::catalogue().find_ruleset("eternity");
}

const BoardFrame& frame() {
  static const BoardFrame made(test::catalogue(), eternity());
  return made;
}

// The printed Eternity board of content.md, to change one cell or the river of.
const std::vector<std::string> kPrinted = {
    "MM..T...R...FF", "M.R...W......F", "MM..T..R.....F", "M.G.......TR.F", "MM..R......FFF",
    "M..T...W..T..F", "MM....R.....GF", "M...R....T...F", "MM...T.......F", "MMM.........FF"};
const std::vector<Cell> kPrintedRiver = {{8, 0}, {8, 3}, {7, 3}, {7, 5},
                                         {6, 5}, {6, 8}, {7, 8}, {7, 10}};

std::vector<std::string> with(std::vector<std::string> rows, Cell c, char ch) {
  rows[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)] = ch;
  return rows;
}

std::optional<std::string> check(std::string_view name, const BoardLayout& board) {
  for (const BoardCheck& c : board_checks()) {
    if (c.name == name) return c.broken(frame(), board);
  }
  FAIL("no check named " << name);
  return std::nullopt;
}

}  // namespace

TEST_CASE("Board checks: the nine checks, and the printed board meets them all",
          "[boards][content]") {
  std::vector<std::string_view> names;
  for (const BoardCheck& c : board_checks()) names.push_back(c.name);
  CHECK(names == std::vector<std::string_view>{"size", "borders", "features", "river", "banks",
                                               "first-buildings", "feature-split", "feature-wall",
                                               "wells"});
  CHECK(layout_map(test::layout(kPrinted, kPrintedRiver)) == layout_map(frame().printed()));
  CHECK(frame().printed().paths[0].points == kPrintedRiver);
  CHECK(failed_board_check(frame(), frame().printed()) == std::nullopt);
  // content.md's rows: mountain runs 1-3 cells from the left, forest 1-3 from the right.
  CHECK(frame().min_mountain == 1);
  CHECK(frame().max_mountain == 3);
  CHECK(frame().min_forest == 1);
  CHECK(frame().max_forest == 3);
  CHECK(frame().deck_pieces().size() == 27);  // the deck's 28 cards but the block card
}

TEST_CASE("Board checks: the banks of the printed board are 53 and 56 meadow cells", "[boards]") {
  const auto banks = banks_of(frame().printed());
  REQUIRE(banks);
  CHECK((banks->first & frame().printed().meadow).count() == 53);
  CHECK((banks->second & frame().printed().meadow).count() == 56);
  CHECK(banks->first.test({0, 0}));
  CHECK(banks->first.test({7, 0}));
  CHECK(banks->second.test({8, 0}));
  CHECK(banks->first.test({5, 9}));  // the river returns to x = 7 in rows 8-9
  CHECK(banks->first.test({6, 9}));
  CHECK(banks->second.test({7, 9}));
  // Without a river the board is one region.
  BoardLayout dry = frame().printed();
  dry.paths.clear();
  CHECK_FALSE(banks_of(dry));
}

TEST_CASE("Board checks: each names how a board changed in one place breaks it", "[boards]") {
  SECTION("size") {
    std::vector<std::string> rows = kPrinted;
    for (std::string& row : rows) row.pop_back();
    CHECK(check("size", test::layout(rows, {{7, 0}, {7, 10}})) ==
          "the board is 13 x 10 cells, the printed board 14 x 10");
  }
  SECTION("borders: a row with no mountain at the left border") {
    CHECK(check("borders", test::layout(with(kPrinted, {0, 1}, '.'), kPrintedRiver)) ==
          "row 1: mountain runs 0 cells from the left border and forest 1 from the right; the "
          "printed board's rows run 1 to 3 and 1 to 3");
  }
  SECTION("borders: a mountain in the meadow") {
    CHECK(check("borders", test::layout(with(kPrinted, {5, 2}, 'M'), kPrintedRiver)) ==
          "row 2: only meadow lies between the mountains and the forest, not at (5, 2)");
  }
  SECTION("borders: one mountain cell too many") {
    CHECK(check("borders", test::layout(with(kPrinted, {1, 1}, 'M'), kPrintedRiver)) ==
          "18 mountain and 14 forest cells; the printed board has 17 and 14");
  }
  SECTION("features: a double tree missing") {
    CHECK(check("features", test::layout(with(kPrinted, {4, 0}, '.'), kPrintedRiver)) ==
          "6 double trees; the printed board has 7");
  }
  SECTION("features: a sticker spot") {
    CHECK(check("features", test::layout(with(kPrinted, {5, 0}, 'o'), kPrintedRiver)) ==
          "sticker spots and gold marks belong to the legacy board");
  }
  SECTION("river: upstream for a step") {
    CHECK(
        check("river", test::layout(kPrinted, {{8, 0}, {8, 4}, {7, 4}, {7, 3}, {6, 3}, {6, 10}})) ==
        "the river never runs upwards, as at (7, 4)");
  }
  SECTION("river: to the right border") {
    CHECK(check("river", test::layout(kPrinted, {{8, 0}, {8, 5}, {14, 5}})) ==
          "the river runs from the top border to the bottom border");
  }
  SECTION("river: along the left border") {
    CHECK(check("river", test::layout(kPrinted, {{0, 0}, {0, 10}})) ==
          "the river never runs along the board's border, as at (0, 0)");
  }
  SECTION("river: back along the edges it came") {
    CHECK(check("river", test::layout(kPrinted, {{8, 0}, {8, 3}, {6, 3}, {7, 3}, {7, 10}})) ==
          "the river runs along each edge once");
  }
  SECTION("river: beside a mountain") {
    // Row 9 is "MMM...": the edge at x = 3 has mountain on its left.
    CHECK(check("river", test::layout(kPrinted, {{3, 0}, {3, 10}})) ==
          "the river runs between meadow cells only, not between (2, 9) and (3, 9)");
  }
  SECTION("banks: a river near the mountains") {
    // Left of x = 4: 40 cells less the 17 mountain cells.
    CHECK(check("banks", test::layout(kPrinted, {{4, 0}, {4, 10}})) ==
          "the left bank has 23 meadow cells, fewer than 2/5 of the board's 109");
  }
  SECTION("feature-split: a right-bank tree moved to the left bank") {
    const auto rows = with(with(kPrinted, {10, 3}, '.'), {2, 7}, 'T');
    CHECK(check("feature-split", test::layout(rows, kPrintedRiver)) ==
          "double trees: 5 on the left bank, 2 on the right; the banks share each kind evenly");
  }
  SECTION("feature-wall: three features in a row") {
    const auto rows = with(with(kPrinted, {4, 0}, '.'), {9, 3}, 'T');
    const BoardLayout board = test::layout(rows, kPrintedRiver);
    CHECK(check("feature-split", board) == std::nullopt);  // 3 trees left, 4 right
    CHECK(check("feature-wall", board) ==
          "3 features side by side at (9, 3); at most 2 lie together");
  }
  SECTION("R35: a well beside the mountains can never score") {
    const auto rows = with(with(kPrinted, {6, 1}, '.'), {1, 1}, 'W');
    CHECK(check("wells", test::layout(rows, kPrintedRiver)) ==
          "the well at (1, 1) has a side on no meadow, so it can never score (R35)");
  }
}

TEST_CASE("R5: first-buildings fails when a building cannot be built first on a bank", "[boards]") {
  // Two banks of 3 x 3: the Long House (L5, 2 x 4) fits neither; it is the first such card of
  // the Eternity deck (Y-D2 ... Y-S4 fit in 3 x 3).
  const BoardLayout small = test::layout({"......", "......", "......"}, {{3, 0}, {3, 3}});
  CHECK(check("first-buildings", small) ==
        "Y-L5 (Long House) cannot be built first beside the river on the left bank (R5)");
  // The printed board with its river straight down at x = 5: a left bank 2 to 4 cells wide,
  // yet every building fits somewhere beside the river on both banks.
  CHECK(check("first-buildings", test::layout(kPrinted, {{5, 0}, {5, 10}})) == std::nullopt);
}

TEST_CASE("Seeded boards: a thousand seeds each give a board that meets every check", "[boards]") {
  std::set<std::vector<std::string>> maps;
  for (std::uint64_t seed = 0; seed < 1000; ++seed) {
    const BoardLayout board = generate_board(frame(), seed);
    INFO("seed " << seed);
    REQUIRE(failed_board_check(frame(), board) == std::nullopt);
    // content.md: 109 meadow cells, 7 double trees, 7 double rocks, 2 wells, 2 gold.
    CHECK(board.meadow.count() == 109);
    CHECK(board.double_trees.count() == 7);
    CHECK(board.double_rocks.count() == 7);
    CHECK(board.wells.count() == 2);
    CHECK(board.gold.count() == 2);
    std::vector<std::string> map = layout_map(board);
    for (const Cell& p : board.paths[0].points)
      map.push_back(std::to_string(p.x) + "," + std::to_string(p.y));
    maps.insert(std::move(map));
  }
  // 14 x 10 cells hold far more boards than a thousand seeds can draw twice.
  CHECK(maps.size() == 1000);
}

TEST_CASE("Seeded boards: a seed gives the same board every time", "[boards]") {
  for (const std::uint64_t seed : {0ULL, 7ULL, 18446744073709551615ULL}) {
    const BoardLayout a = generate_board(frame(), seed);
    const BoardLayout b = generate_board(frame(), seed);
    CHECK(layout_map(a) == layout_map(b));
    CHECK(a.paths[0].points == b.paths[0].points);
  }
}
