#include "machikoro/session/table_layout.hpp"

#include <algorithm>
#include <cmath>

namespace machikoro::session {

Rect TableLayout::market_tile(int i) const {
  const int columns = std::max(1, tile_columns);
  const int row = i / columns;
  const int column = i % columns;
  return {market.x + pad + static_cast<float>(column) * (tile_w + tile_gap),
          market.y + pad + market_heading + static_cast<float>(row) * (tile_h + tile_gap), tile_w,
          tile_h};
}

namespace {

// Up to three cities a row (four as two by two), each row centred in `area`.
void place_cities(TableLayout& l, int cities, const Rect& area, float gap) {
  if (cities <= 0) return;
  const int columns = cities <= 3 ? cities : cities == 4 ? 2 : 3;
  const int rows = (cities + columns - 1) / columns;
  const float w = std::max(0.0f, std::floor((area.w - gap * static_cast<float>(columns - 1)) /
                                            static_cast<float>(columns)));
  const float h = std::max(
      0.0f, std::floor((area.h - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows)));
  for (int i = 0; i < cities; ++i) {
    const int row = i / columns;
    const int in_row = std::min(columns, cities - row * columns);
    const float row_w = static_cast<float>(in_row) * w + static_cast<float>(in_row - 1) * gap;
    const float left = area.x + std::floor((area.w - row_w) * 0.5f);
    l.cities.push_back({left + static_cast<float>(i % columns) * (w + gap),
                        area.y + static_cast<float>(row) * (h + gap), w, h});
  }
}

}  // namespace

CityLayout city_layout(const Rect& city, float pad, float header_h, int landmarks, float ui_scale) {
  CityLayout l;
  const float s = ui_scale > 0 ? ui_scale : 1.0f;
  const float gap = std::round(4.0f * s);
  l.header = {city.x + pad, city.y + pad, std::max(0.0f, city.w - 2 * pad), header_h};
  const auto n = static_cast<float>(std::max(0, landmarks));
  const float badge = std::max(
      0.0f, std::floor(std::min(std::round(24.0f * s),
                                (l.header.w - gap * std::max(0.0f, n - 1)) / std::max(1.0f, n))));
  const float y = l.header.bottom() + gap;
  for (int i = 0; i < landmarks; ++i)
    l.landmarks.push_back({l.header.x + static_cast<float>(i) * (badge + gap), y, badge, badge});
  l.rows_top = y + badge + 2 * gap;
  return l;
}

TableLayout compute_table_layout(float width, float height, int cities, int piles, float ui_scale) {
  TableLayout l;
  const float s = ui_scale > 0 ? ui_scale : 1.0f;
  width = std::max(0.0f, width);
  height = std::max(0.0f, height);
  // 1024x640 and 1280x720 at 150 % have less margin and a lower top bar.
  const bool short_window = height < 800.0f * s;
  const float m = std::round((short_window ? 6.0f : 12.0f) * s);
  const float top_h = std::round((short_window ? 36.0f : 48.0f) * s);
  // The keys of a decision and the ones always there take about 1300 points at scale 1.
  l.key_lines = width < 1400.0f * s ? 2 : 1;
  const float keys_h = std::round((l.key_lines == 1 ? 28.0f : 46.0f) * s);
  l.top_bar = {m, m, std::max(0.0f, width - 2 * m), top_h};
  l.keys = {m, height - m - keys_h, std::max(0.0f, width - 2 * m), keys_h};
  const float area_y = l.top_bar.bottom() + m;
  const float area_h = std::max(0.0f, l.keys.y - m - area_y);

  // The right column holds the market's two columns of tiles, most names whole.
  const float side_w =
      std::clamp(std::round(width * 0.39f), std::round(380.0f * s), std::round(560.0f * s));
  const float left_w = std::max(0.0f, width - 3 * m - side_w);
  const float decision_h = std::round((short_window ? 96.0f : 120.0f) * s);
  const float cities_h = std::max(0.0f, area_h - decision_h - m);
  place_cities(l, cities, {m, area_y, left_w, cities_h}, m);
  l.decision = {m, area_y + cities_h + m, left_w, decision_h};
  l.dice = {l.decision.x, l.decision.y, std::min(left_w, std::round(170.0f * s)), decision_h};
  l.choices = {l.dice.right(), l.decision.y, left_w - l.dice.w, decision_h};

  l.pad = std::round(6.0f * s);
  l.tile_gap = std::round(4.0f * s);
  l.market_heading = std::round(24.0f * s);
  const float side_x = width - m - side_w;
  const float inner_w = side_w - 2 * l.pad;
  l.tile_columns =
      std::max(1, static_cast<int>((inner_w + l.tile_gap) / (160.0f * s + l.tile_gap)));
  const auto columns = static_cast<float>(l.tile_columns);
  l.tile_w = std::floor((inner_w - (columns - 1) * l.tile_gap) / columns);
  const int rows = piles > 0 ? (piles + l.tile_columns - 1) / l.tile_columns : 0;
  const auto market_h = [&](float tile_h) {
    return l.market_heading + 2 * l.pad + static_cast<float>(rows) * tile_h +
           static_cast<float>(std::max(0, rows - 1)) * l.tile_gap;
  };
  // Two lines a tile while the log keeps a few lines of its own, else one.
  const float log_min = std::round(100.0f * s);
  l.tile_lines = market_h(std::round(42.0f * s)) <= area_h - m - log_min ? 2 : 1;
  l.tile_h = std::round((l.tile_lines == 2 ? 42.0f : 24.0f) * s);
  l.market = {side_x, area_y, side_w, market_h(l.tile_h)};
  const float log_y = l.market.bottom() + m;
  l.log = {side_x, log_y, side_w, std::max(0.0f, area_y + area_h - log_y)};
  return l;
}

}  // namespace machikoro::session
