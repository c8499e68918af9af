#include <catch2/catch.hpp>

#include "support.hpp"

using namespace mycity;

TEST_CASE("shipped content loads with the counts of content.md", "[content]") {
  const Catalogue& c = test::catalogue();
  CHECK(c.pieces().size() == 29);  // 24 + 3 churches + station + town hall
  const BoardDef* eternity = c.find_board("eternity");
  REQUIRE(eternity != nullptr);
  CHECK(eternity->layout.width == 14);
  CHECK(eternity->layout.height == 10);
  CHECK(eternity->layout.meadow.count() == 109);
  CHECK(eternity->layout.double_trees.count() == 7);
  CHECK(eternity->layout.double_rocks.count() == 7);
  CHECK(eternity->layout.wells.count() == 2);
  CHECK(eternity->layout.gold.count() == 2);
  const BoardDef* legacy = c.find_board("legacy");
  REQUIRE(legacy != nullptr);
  CHECK(legacy->layout.meadow.count() == 101);
  CHECK(legacy->layout.spots.count() == 24);
  CHECK(legacy->layout.gold_marks.count() == 2);
  const Ruleset* rules = c.find_ruleset("eternity");
  REQUIRE(rules != nullptr);
  CHECK(rules->deck.size() == 28);
}
