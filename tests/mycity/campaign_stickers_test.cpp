// Sticker rules on the legacy board (content.md map, worked out by hand):
//
//   x: 0123456789012
//   0  MM.T..o..R.FF
//   1  M.oo.R..oT.oF
//   2  MM...o..o...F
//   3  M.o.T..oR..oF
//   4  M..R..o..o..F
//   5  MM.o..T..o.FF
//   6  M.og.R..oo.gF
//   7  M.o.T..o....F
//   8  MM.o..R.oT..F
//   9  MMM.o...o.oFF
#include <catch2/catch.hpp>

#include "campaign_test_support.hpp"
#include "mycity/stickers.hpp"

using namespace mycity;

namespace {

const BoardDef& legacy_board() {
  return *test::catalogue().find_board("legacy");
}

Bitboard cells(const std::vector<Cell>& list) {
  Bitboard b;
  for (Cell c : list) b.set(c);
  return b;
}

}  // namespace

TEST_CASE("R51: tree, rock and well stickers go on a free sticker spot", "[campaign][stickers]") {
  BoardLayout layout = legacy_board().layout;
  const Bitboard spots = cells({{6, 0}, {2, 1},  {3, 1}, {8, 1}, {11, 1}, {5, 2}, {8, 2}, {2, 3},
                                {7, 3}, {11, 3}, {6, 4}, {9, 4}, {3, 5},  {9, 5}, {2, 6}, {8, 6},
                                {9, 6}, {2, 7},  {7, 7}, {3, 8}, {8, 8},  {4, 9}, {8, 9}, {10, 9}});
  REQUIRE(spots.count() == 24);
  CHECK(free_sticker_spots(layout) == spots);
  CHECK(legal_sticker_cells(layout, "tree") == spots);
  CHECK(legal_sticker_cells(layout, "rock") == spots);
  CHECK(legal_sticker_cells(layout, "well") == spots);

  CHECK_FALSE(apply_board_sticker(layout, "tree", {6, 0}));
  CHECK(layout.single_trees == cells({{6, 0}}));
  CHECK(layout.feature({6, 0}) == Feature::SingleTree);
  CHECK_FALSE(apply_board_sticker(layout, "rock", {2, 1}));
  CHECK(layout.feature({2, 1}) == Feature::SingleRock);
  CHECK_FALSE(apply_board_sticker(layout, "well", {3, 1}));
  CHECK(layout.feature({3, 1}) == Feature::Well);
  CHECK(free_sticker_spots(layout).count() == 21);

  SECTION("a spot with a sticker is no longer free") {
    const auto v = apply_board_sticker(layout, "rock", {6, 0});
    REQUIRE(v);
    CHECK(v->rule == "R51");
    CHECK(v->reason.find("(6, 0)") != std::string::npos);
  }
  SECTION("an empty meadow cell without a spot, a tree cell and a mountain are refused") {
    CHECK(apply_board_sticker(layout, "tree", {2, 0}));   // '.'
    CHECK(apply_board_sticker(layout, "tree", {3, 0}));   // 'T'
    CHECK(apply_board_sticker(layout, "tree", {0, 0}));   // 'M'
    CHECK(apply_board_sticker(layout, "tree", {3, 6}));   // 'g': not a sticker spot
    CHECK(apply_board_sticker(layout, "tree", {20, 3}));  // off the board
    CHECK(layout.single_trees.count() == 1);
  }
}

TEST_CASE("R51: a clearing turns forest beside meadow into meadow with a spot",
          "[campaign][stickers]") {
  BoardLayout layout = legacy_board().layout;
  // Forest: 13 cells. (12,0), (12,5) and (12,9) share sides only with forest (and the
  // border), so they are not legal yet.
  const Bitboard legal = cells(
      {{11, 0}, {12, 1}, {12, 2}, {12, 3}, {12, 4}, {11, 5}, {12, 6}, {12, 7}, {12, 8}, {11, 9}});
  CHECK(layout.forest.count() == 13);
  CHECK(legal_sticker_cells(layout, "clearing") == legal);
  CHECK(apply_board_sticker(layout, "clearing", {12, 0}));
  CHECK(apply_board_sticker(layout, "clearing", {5, 5}));  // meadow already

  CHECK_FALSE(apply_board_sticker(layout, "clearing", {11, 0}));
  CHECK(layout.terrain({11, 0}) == Terrain::Meadow);
  CHECK(layout.spots.test({11, 0}));
  CHECK(free_sticker_spots(layout).test({11, 0}));  // 25 free spots now
  CHECK(free_sticker_spots(layout).count() == 25);
  CHECK(layout.forest.count() == 12);
  // (12,0) now shares a side with the new meadow at (11,0).
  CHECK(legal_sticker_cells(layout, "clearing").test({12, 0}));
  CHECK(legal_sticker_cells(layout, "clearing").count() == 10);
  // The new meadow is buildable (R2) and counts as empty meadow (R32).
  City city(layout);
  CHECK(city.empty_meadow().test({11, 0}));
}

TEST_CASE("R51: gold goes on the printed gold marks, the railway on its line",
          "[campaign][stickers]") {
  BoardLayout layout = legacy_board().layout;
  CHECK(legal_sticker_cells(layout, "gold") == cells({{3, 6}, {11, 6}}));
  CHECK(apply_board_sticker(layout, "gold", {6, 0}));  // a sticker spot, not a gold mark
  CHECK_FALSE(apply_board_sticker(layout, "gold", {3, 6}));
  CHECK(layout.gold == cells({{3, 6}}));
  CHECK(legal_sticker_cells(layout, "gold") == cells({{11, 6}}));
  // Gold marks are not sticker spots: trees never go there.
  CHECK_FALSE(legal_sticker_cells(layout, "tree").test({11, 6}));

  REQUIRE(layout.path("railway") == nullptr);
  CHECK(lay_railway(layout, legacy_board()));
  REQUIRE(layout.path("railway") != nullptr);
  CHECK(layout.path("railway")->top_edges.test({0, 5}));  // between rows 4 and 5
  CHECK_FALSE(lay_railway(layout, legacy_board()));       // once only
  CHECK(layout.paths.size() == 2);
  // Cells are not what the railway is placed on.
  CHECK(legal_sticker_cells(layout, "railway").empty());
  CHECK(apply_board_sticker(layout, "railway", {0, 4}));
}

TEST_CASE("R53: one building sticker per piece, stars on yellow, red, blue, filters on blue",
          "[campaign][stickers]") {
  const Catalogue& cat = test::catalogue();
  std::vector<PieceSticker> stickers;
  CHECK(legal_sticker_pieces(cat, stickers, "star").size() == 24);
  CHECK(legal_sticker_pieces(cat, stickers, "filter").size() == 8);
  CHECK(legal_sticker_pieces(cat, stickers, "tree").empty());

  CHECK_FALSE(apply_building_sticker(cat, stickers, "star", test::piece("B-D2")));
  CHECK(legal_sticker_pieces(cat, stickers, "star").size() == 23);
  CHECK(legal_sticker_pieces(cat, stickers, "filter").size() == 7);

  const auto again = apply_building_sticker(cat, stickers, "filter", test::piece("B-D2"));
  REQUIRE(again);
  CHECK(again->rule == "R53");
  CHECK(apply_building_sticker(cat, stickers, "filter", test::piece("Y-D2")));  // not blue
  CHECK(apply_building_sticker(cat, stickers, "star", test::piece("C-X5")));    // a church
  CHECK(apply_building_sticker(cat, stickers, "star", test::piece("S-D2")));    // the station
  CHECK(apply_building_sticker(cat, stickers, "star", -1));
  CHECK(apply_building_sticker(cat, stickers, "tree", test::piece("Y-D2")));
  CHECK_FALSE(apply_building_sticker(cat, stickers, "filter", test::piece("B-N5")));
  CHECK(stickers ==
        std::vector<PieceSticker>{{test::piece("B-D2"), "star"}, {test::piece("B-N5"), "filter"}});
  // The City sees them (the star and smoke terms read them).
  const City city(legacy_board().layout, stickers);
  CHECK(city.sticker_of(test::piece("B-N5")) == "filter");
}
