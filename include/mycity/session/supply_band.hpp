// How the supply band under the board is laid out: the colours on two or three rows, the
// size of a silhouette's square, "6 left" or bare numbers. Pure arithmetic (no ImGui), the
// text widths measured by the caller.
#pragma once

#include <cstddef>
#include <vector>

#include "mycity/session/play_layout.hpp"

namespace mycity::session {

// One colour of the supply, as the band needs to place it.
struct SupplyGroupSize {
  int cells = 0;           // the silhouettes' widths in squares
  int height = 0;          // the tallest silhouette in squares
  int buildings = 0;       // silhouettes, each followed by a gap
  float label_w = 0;       // "6 left"
  float bare_label_w = 0;  // "6"
};

// The band's spacing at a UI scale, in whole points.
struct SupplyBandSpacing {
  float pad = 0;        // inside the band's edge
  float gap = 0;        // after each silhouette
  float group_gap = 0;  // after each colour's label
  float row_gap = 0;
};
SupplyBandSpacing supply_band_spacing(float ui_scale);

// The room the block card takes at the end of the last row, its words `text_w` wide.
float block_card_room(float text_w, float ui_scale);

struct SupplyBandPlan {
  std::vector<std::vector<std::size_t>> rows;  // indices of the groups, in colour order
  std::vector<int> heights;  // in squares; the last row has room for the block card
  float u = 0;               // a square's side in whole points
  bool bare = false;         // bare numbers for labels
  // The first row's top when the rows are centred in `band`.
  float top(const Rect& band, float row_gap) const;
};

// The colours on `n` rows, each row about an n-th of all the squares, in colour order.
std::vector<std::vector<std::size_t>> split_supply_rows(const std::vector<SupplyGroupSize>& groups,
                                                        int n);

// The largest squares that fit `band` on two or three rows; bare numbers only where "6 left"
// leaves the squares smaller than 7 points at scale 1. `block_w`: 0 without a block card.
SupplyBandPlan plan_supply_band(const std::vector<SupplyGroupSize>& groups, const Rect& band,
                                float block_w, float ui_scale);

// The block card at the right end of the last row, `text_w` of words right of it.
Rect block_card_rect(const Rect& band, float row_y, float row_h, float text_w, float ui_scale);

}  // namespace mycity::session
