#include "mycity/session/supply_band.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace mycity::session {

SupplyBandSpacing supply_band_spacing(float ui_scale) {
  const float s = ui_scale;
  return {std::round(7.0f * s), std::round(3.0f * s), std::round(12.0f * s), std::round(4.0f * s)};
}

float block_card_room(float text_w, float ui_scale) {
  return text_w + supply_band_spacing(ui_scale).gap * 2 + 2 * std::round(11.0f * ui_scale);
}

float SupplyBandPlan::top(const Rect& band, float row_gap) const {
  float tall = 0;
  for (int h : heights) tall += static_cast<float>(h) * u;
  const float gaps = row_gap * static_cast<float>(rows.size() - 1);
  return band.y + std::floor((band.h - tall - gaps) * 0.5f);
}

std::vector<std::vector<std::size_t>> split_supply_rows(const std::vector<SupplyGroupSize>& groups,
                                                        int n) {
  int total = 0;
  for (const SupplyGroupSize& g : groups) total += g.cells;
  std::vector<std::vector<std::size_t>> rows(static_cast<std::size_t>(n));
  int before = 0;
  for (std::size_t i = 0; i < groups.size(); ++i) {
    const int row = std::min(n - 1, (2 * before + groups[i].cells) * n / std::max(1, 2 * total));
    rows[static_cast<std::size_t>(row)].push_back(i);
    before += groups[i].cells;
  }
  return rows;
}

namespace {

// The largest square that fits the band on `n` rows, labels "6 left" or bare numbers.
SupplyBandPlan plan_rows(const std::vector<SupplyGroupSize>& groups, const Rect& band,
                         float block_w, float s, int n, bool bare) {
  const SupplyBandSpacing sp = supply_band_spacing(s);
  SupplyBandPlan p{split_supply_rows(groups, n), std::vector<int>(static_cast<std::size_t>(n), 0),
                   0, bare};
  if (block_w > 0) p.heights.back() = 2;
  float u = std::round(11.0f * s);
  int tall = 0;
  for (std::size_t row = 0; row < p.rows.size(); ++row) {
    float fixed = row + 1 == p.rows.size() ? block_w : 0;
    int cells = 0;
    for (const std::size_t i : p.rows[row]) {
      const SupplyGroupSize& g = groups[i];
      fixed += static_cast<float>(g.buildings) * sp.gap + (bare ? g.bare_label_w : g.label_w) +
               sp.group_gap;
      cells += g.cells;
      p.heights[row] = std::max(p.heights[row], g.height);
    }
    tall += p.heights[row];
    if (cells > 0) u = std::min(u, (band.w - 2 * sp.pad - fixed) / static_cast<float>(cells));
  }
  const float gaps = sp.row_gap * static_cast<float>(n - 1);
  u = std::min(u, (band.h - 2 * sp.pad - gaps) / static_cast<float>(std::max(1, tall)));
  p.u = std::max(3.0f, std::floor(u));
  return p;
}

}  // namespace

SupplyBandPlan plan_supply_band(const std::vector<SupplyGroupSize>& groups, const Rect& band,
                                float block_w, float ui_scale) {
  const float s = ui_scale;
  SupplyBandPlan best = plan_rows(groups, band, block_w, s, 2, false);
  // (rows, bare numbers) tried after two rows with "6 left".
  const std::pair<int, bool> others[] = {{3, false}, {2, true}, {3, true}};
  for (const auto& [n, bare] : others) {
    // Bare numbers only where "6 left" leaves the buildings too small.
    if (bare && best.u >= std::round(7.0f * s)) continue;
    SupplyBandPlan other = plan_rows(groups, band, block_w, s, n, bare);
    if (other.u > best.u) best = std::move(other);
  }
  return best;
}

Rect block_card_rect(const Rect& band, float row_y, float row_h, float text_w, float ui_scale) {
  const SupplyBandSpacing sp = supply_band_spacing(ui_scale);
  const float card_w = std::round(row_h * 48.0f / 68.0f);
  return {band.right() - sp.pad - text_w - sp.gap * 2 - card_w, row_y, card_w, row_h};
}

}  // namespace mycity::session
