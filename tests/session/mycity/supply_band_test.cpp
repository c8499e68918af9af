// The supply band's plan: colours split into rows by their squares, the largest square that
// fits, bare numbers only when the labels leave the buildings too small, the block card's
// room. Numbers at UI scale 1: pad 7, gap 3, group gap 12, row gap 4.
#include <catch2/catch.hpp>

#include "mycity/session/supply_band.hpp"

namespace mycity::session {
namespace {

using Rows = std::vector<std::vector<std::size_t>>;

// Four colours of 6, 4, 6 and 4 squares; labels 40 points wide, bare numbers 8.
const std::vector<SupplyGroupSize> kFour{
    {6, 2, 3, 40, 8}, {4, 1, 2, 40, 8}, {6, 2, 2, 40, 8}, {4, 2, 2, 40, 8}};

}  // namespace

TEST_CASE("the supply's colours are split into rows of about equal squares", "[session]") {
  // Of 20 squares, the middles fall at 3, 8, 13 and 18: halves of 10, thirds of 6.67.
  CHECK(split_supply_rows(kFour, 2) == Rows{{0, 1}, {2, 3}});
  CHECK(split_supply_rows(kFour, 3) == Rows{{0}, {1, 2}, {3}});
}

TEST_CASE("the supply band takes the largest square that fits", "[session]") {
  // Two rows: row widths 286 - 119 and 286 - 116 over 10 squares allow 16.7 (cut to 11);
  // the height, (60 - 14 - 4) over 4 squares, 10.5: floored to 10. Three rows give 6.
  const SupplyBandPlan plan = plan_supply_band(kFour, {10, 100, 300, 60}, 0, 1.0f);
  CHECK(plan.rows == Rows{{0, 1}, {2, 3}});
  CHECK(plan.heights == std::vector<int>{2, 2});
  CHECK(plan.u == 10);
  CHECK_FALSE(plan.bare);
  // 40 of squares and 4 of gap in 60: 8 above.
  CHECK(plan.top({10, 100, 300, 60}, 4) == 108);
}

TEST_CASE("bare numbers only when the labels leave the buildings too small", "[session]") {
  // 150 wide: "6 left" leaves (136 - 119) / 10 = 1.7, so 3 (the least); bare numbers leave
  // (136 - 55) / 10 = 8.1, so 8 on two rows.
  const SupplyBandPlan plan = plan_supply_band(kFour, {0, 0, 150, 60}, 0, 1.0f);
  CHECK(plan.u == 8);
  CHECK(plan.bare);
  CHECK(plan.rows.size() == 2);
}

TEST_CASE("the block card makes the last row two squares tall", "[session]") {
  const std::vector<SupplyGroupSize> two{{4, 1, 2, 40, 8}, {4, 1, 2, 40, 8}};
  // Without it: (40 - 14 - 4) over 2 squares, 11. With it 3 squares: 22 / 3, so 7.
  CHECK(plan_supply_band(two, {0, 0, 300, 40}, 0, 1.0f).u == 11);
  const float block_w = block_card_room(30, 1.0f);  // 30 + 2 gaps + 2 x 11
  CHECK(block_w == 58);
  const SupplyBandPlan plan = plan_supply_band(two, {0, 0, 300, 40}, block_w, 1.0f);
  CHECK(plan.heights == std::vector<int>{1, 2});
  CHECK(plan.u == 7);
}

TEST_CASE("the block card sits at the band's right end, its words after it", "[session]") {
  // 40 tall: 40 x 48 / 68 = 28.2, so 28 wide; 310 - 7 - 30 - 6 - 28 = 239.
  const Rect card = block_card_rect({10, 100, 300, 60}, 110, 40, 30, 1.0f);
  CHECK(card.x == 239);
  CHECK(card.y == 110);
  CHECK(card.w == 28);
  CHECK(card.h == 40);
}

}  // namespace mycity::session
