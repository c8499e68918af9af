// Where the Machi Koro play screen puts things for a window size: the top bar, every city,
// the dice and the decision under them, the market and the log beside them, the key bar.
// Pure arithmetic (no SDL, no ImGui), so tests check it and the app tests know where to click.
#pragma once

#include <vector>

#include "table/rect.hpp"

namespace machikoro::session {

using table::Rect;

struct TableLayout {
  Rect top_bar;              // whose turn, the turn's number, who is near winning
  std::vector<Rect> cities;  // one a seat, in seat order: up to three a row
  Rect decision;             // under the cities: the dice, then the decision pending
  Rect dice;                 // the decision bar's left end
  Rect choices;              // the rest of the decision bar: the question and its answers
  Rect market;               // the right column's top: a heading, then the piles
  Rect log;                  // the right column under the market: the game's events
  Rect keys;                 // the key bar along the bottom, one line or two
  int key_lines = 1;
  // The market's piles as tiles under its heading, row by row: one line each (name, cost,
  // copies left) or two when the column has the height.
  float market_heading = 0;
  int tile_columns = 1;
  int tile_lines = 2;
  float tile_w = 0;
  float tile_h = 0;
  float tile_gap = 0;
  float pad = 0;  // inside the market, the log and the cities

  // The tile of the market's pile `i` (0 first), whether or not there is such a pile.
  Rect market_tile(int i) const;
};

// Inside a city: its header (name, coins: a line, or two for a long name), its landmarks'
// badges in a row under it, and where its establishments begin.
struct CityLayout {
  Rect header;
  std::vector<Rect> landmarks;  // the game's landmarks in card order
  float rows_top = 0;
};

// `city` as the table lays it out, `pad` inside it, `header_h` the height of its header,
// `landmarks` badges of at most 24 points (scaled), shrunk to share the city's width.
CityLayout city_layout(const Rect& city, float pad, float header_h, int landmarks, float ui_scale);

// `cities`: the players (2 to 5; other counts are drawn as well as they go), `piles`: the
// market's piles. Sizes in window points; `ui_scale` scales margins, bars and tiles.
TableLayout compute_table_layout(float width, float height, int cities, int piles, float ui_scale);

}  // namespace machikoro::session
