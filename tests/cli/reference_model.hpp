// An independent, deliberately naive model of the Eternity rules, written straight from
// rules.md (R2-R6, R12-R16, R30-R36, R40-R41) and content.md (board, river, shapes),
// for cross-checking the engine in the playout, enumeration and CLI tests.
//
// It shares nothing with the engine: the board and the shapes are transcribed here from
// content.md, orientations follow formats.md literally, placement legality is tested cell
// by cell, regions come from a flood fill that does not cross river edges, and scoring
// walks plain arrays. It aims at being obviously right, not at speed.
#pragma once

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace mycity::ref {

inline constexpr int kW = 14;
inline constexpr int kH = 10;

// content.md, "Eternity board (back side), 14 x 10".
inline const std::array<std::string, kH> kEternityMap = {
    "MM..T...R...FF",  //
    "M.R...W......F",  //
    "MM..T..R.....F",  //
    "M.G.......TR.F",  //
    "MM..R......FFF",  //
    "M..T...W..T..F",  //
    "MM....R.....GF",  //
    "M...R....T...F",  //
    "MM...T.......F",  //
    "MMM.........FF",  //
};

// content.md: River: (8,0) (8,3) (7,3) (7,5) (6,5) (6,8) (7,8) (7,10).
inline const std::vector<std::pair<int, int>> kEternityRiver = {{8, 0}, {8, 3}, {7, 3}, {7, 5},
                                                                {6, 5}, {6, 8}, {7, 8}, {7, 10}};

struct Pt {
  int x = 0;
  int y = 0;
  friend bool operator==(Pt, Pt) = default;
  friend auto operator<=>(Pt, Pt) = default;
};

inline bool inside(Pt p) {
  return p.x >= 0 && p.y >= 0 && p.x < kW && p.y < kH;
}

struct Board {
  std::array<std::string, kH> map = kEternityMap;
  // vwall[y][x]: the edge between cells (x-1, y) and (x, y) is river.
  std::array<std::array<bool, kW + 1>, kH> vwall{};
  // hwall[y][x]: the edge between cells (x, y-1) and (x, y) is river.
  std::array<std::array<bool, kW>, kH + 1> hwall{};
  std::array<std::array<int, kW>, kH> region{};

  char at(Pt p) const { return map[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)]; }
  bool meadow(Pt p) const { return inside(p) && at(p) != 'M' && at(p) != 'F'; }
  // Whether the side between two orthogonally adjacent cells is a river edge.
  bool river_between(Pt a, Pt b) const {
    if (a.y == b.y) {
      const int x = std::max(a.x, b.x);
      return vwall[static_cast<std::size_t>(a.y)][static_cast<std::size_t>(x)];
    }
    const int y = std::max(a.y, b.y);
    return hwall[static_cast<std::size_t>(y)][static_cast<std::size_t>(a.x)];
  }
  // Whether any of the four sides of cell p is a river edge (R5).
  bool side_on_river(Pt p) const {
    const auto y = static_cast<std::size_t>(p.y);
    const auto x = static_cast<std::size_t>(p.x);
    return vwall[y][x] || vwall[y][x + 1] || hwall[y][x] || hwall[y + 1][x];
  }
  int region_of(Pt p) const {
    return region[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)];
  }
};

// The Eternity board with its river edges and regions (flood fill, river edges block).
inline const Board& eternity_board() {
  static const Board board = [] {
    Board b;
    for (std::size_t i = 0; i + 1 < kEternityRiver.size(); ++i) {
      auto [x0, y0] = kEternityRiver[i];
      auto [x1, y1] = kEternityRiver[i + 1];
      if (x0 == x1) {  // vertical steps: (x, y) -> (x, y+1) separates (x-1, y) | (x, y)
        for (int y = std::min(y0, y1); y < std::max(y0, y1); ++y)
          b.vwall[static_cast<std::size_t>(y)][static_cast<std::size_t>(x0)] = true;
      } else {  // horizontal steps: (x, y) -> (x+1, y) separates (x, y-1) / (x, y)
        for (int x = std::min(x0, x1); x < std::max(x0, x1); ++x)
          b.hwall[static_cast<std::size_t>(y0)][static_cast<std::size_t>(x)] = true;
      }
    }
    for (auto& row : b.region) row.fill(-1);
    int next = 0;
    for (int y = 0; y < kH; ++y) {
      for (int x = 0; x < kW; ++x) {
        if (b.region_of({x, y}) >= 0) continue;
        std::vector<Pt> stack{{x, y}};
        b.region[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = next;
        while (!stack.empty()) {
          const Pt c = stack.back();
          stack.pop_back();
          for (Pt d : {Pt{1, 0}, Pt{-1, 0}, Pt{0, 1}, Pt{0, -1}}) {
            const Pt n{c.x + d.x, c.y + d.y};
            if (!inside(n) || b.region_of(n) >= 0 || b.river_between(c, n)) continue;
            b.region[static_cast<std::size_t>(n.y)][static_cast<std::size_t>(n.x)] = next;
            stack.push_back(n);
          }
        }
        ++next;
      }
    }
    return b;
  }();
  return board;
}

// content.md, "Buildings": base orientations, '#' = cell.
inline std::vector<Pt> base_shape(const std::string& shape) {
  static const std::map<std::string, std::vector<std::string>> shapes = {
      {"D2", {"##"}},
      {"I3", {"###"}},
      {"V3", {"#.", "##"}},
      {"I4", {"####"}},
      {"O4", {"##", "##"}},
      {"T4", {"###", ".#."}},
      {"S4", {".##", "##."}},
      {"L4", {"#..", "###"}},
      {"L5", {"#...", "####"}},
      {"P5", {"##", "##", "#."}},
      {"U5", {"#.#", "###"}},
      {"Y5", {".#..", "####"}},
      {"W5", {"#..", "##.", ".##"}},
      {"N5", {"##..", ".###"}},
      {"X5", {".#.", "###", ".#."}},
      {"O6", {"###", "###"}},
  };
  std::vector<Pt> cells;
  const auto& rows = shapes.at(shape);
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].size(); ++x)
      if (rows[y][x] == '#') cells.push_back({static_cast<int>(x), static_cast<int>(y)});
  return cells;
}

// "Y-P5" -> "P5".
inline std::string shape_of(const std::string& piece_id) {
  return piece_id.substr(piece_id.find('-') + 1);
}
// "Y-P5" -> 'Y' (Y yellow, R red, B blue, C church).
inline char colour_of(const std::string& piece_id) {
  return piece_id.at(0);
}

// formats.md: mirror (x -> -x) if flip, then rot clockwise quarter turns ((x, y) -> (-y, x)),
// then translate so the smallest x and y are 0. Sorted.
inline std::vector<Pt> oriented(const std::string& piece_id, int rot, bool flip) {
  std::vector<Pt> cells = base_shape(shape_of(piece_id));
  for (Pt& c : cells) {
    if (flip) c.x = -c.x;
    for (int r = 0; r < rot; ++r) c = Pt{-c.y, c.x};
  }
  int mx = 1000, my = 1000;
  for (Pt c : cells) mx = std::min(mx, c.x), my = std::min(my, c.y);
  for (Pt& c : cells) c = Pt{c.x - mx, c.y - my};
  std::sort(cells.begin(), cells.end(),
            [](Pt a, Pt b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return cells;
}

// The board cells of a placement {rot, flip, x, y} (formats.md); may lie outside the board.
inline std::vector<Pt> cells_of(const std::string& piece_id, int rot, bool flip, int x, int y) {
  std::vector<Pt> cells = oriented(piece_id, rot, flip);
  for (Pt& c : cells) c = Pt{c.x + x, c.y + y};
  return cells;
}

struct Building {
  std::string id;
  std::vector<Pt> cells;
};

// One player's city: which building covers each cell.
struct City {
  std::array<std::array<int, kW>, kH> owner{};
  std::vector<Building> buildings;
  City() {
    for (auto& row : owner) row.fill(-1);
  }
  int owner_at(Pt p) const {
    return inside(p) ? owner[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)] : -1;
  }
  bool covered(Pt p) const { return owner_at(p) >= 0; }
  // Returns false (and changes nothing) when a cell is outside or already covered.
  bool add(const std::string& id, const std::vector<Pt>& cells) {
    for (Pt c : cells)
      if (!inside(c) || covered(c)) return false;
    for (Pt c : cells)
      owner[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)] =
          static_cast<int>(buildings.size());
    buildings.push_back({id, cells});
    return true;
  }
};

// Every rule among R2-R6 the cells break on this city (empty = legal).
inline std::set<std::string> broken_rules(const Board& board, const City& city,
                                          const std::vector<Pt>& cells) {
  std::set<std::string> broken;
  bool all_inside = true;
  for (Pt c : cells) {
    if (!inside(c)) all_inside = false;
    if (!board.meadow(c)) broken.insert("R2");  // outside, mountain or forest
    if (city.covered(c)) broken.insert("R3");
  }
  if (all_inside) {
    for (Pt c : cells)
      if (board.region_of(c) != board.region_of(cells.front())) broken.insert("R4");
  }
  if (city.buildings.empty()) {
    bool on_river = false;
    for (Pt c : cells) on_river = on_river || (inside(c) && board.side_on_river(c));
    if (!on_river) broken.insert("R5");
  } else {
    bool touches = false;
    for (Pt c : cells)
      for (Pt d : {Pt{1, 0}, Pt{-1, 0}, Pt{0, 1}, Pt{0, -1}})
        touches = touches || city.covered(Pt{c.x + d.x, c.y + d.y});
    if (!touches) broken.insert("R6");
  }
  return broken;
}

// Cell indices (y * kW + x), sorted: a cell set as a comparable key.
inline std::vector<int> key(std::vector<Pt> cells) {
  std::vector<int> k;
  for (Pt c : cells) k.push_back(c.y * kW + c.x);
  std::sort(k.begin(), k.end());
  return k;
}

// Brute force: the 4 rotations (R1), or all 8 (rot, flip) under the mirror house rule, x
// every offset, each legal distinct cell set once.
inline std::set<std::vector<int>> legal_cell_sets(const Board& board, const City& city,
                                                  const std::string& piece_id,
                                                  bool mirror = false) {
  std::set<std::vector<int>> result;
  for (int flip = 0; flip < (mirror ? 2 : 1); ++flip)
    for (int rot = 0; rot < 4; ++rot)
      for (int y = -4; y < kH + 4; ++y)
        for (int x = -4; x < kW + 4; ++x) {
          const auto cells = cells_of(piece_id, rot, flip != 0, x, y);
          if (broken_rules(board, city, cells).empty()) result.insert(key(cells));
        }
  return result;
}

// ---- Scoring (R30-R35, Eternity order R21) and ranking (R40-R41) ----

struct Terms {
  int trees = 0, rocks = 0, colour_groups = 0, churches = 0, wells = 0, empty_meadow = 0;
  int total() const { return trees + rocks + colour_groups + churches + wells + empty_meadow; }
};

inline bool touching(const Building& a, const Building& b) {
  for (Pt c : a.cells)
    for (Pt d : b.cells)
      if (std::abs(c.x - d.x) + std::abs(c.y - d.y) == 1) return true;
  return false;
}

inline Terms end_terms(const Board& board, const City& city) {
  Terms t;
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      const Pt p{x, y};
      if (city.covered(p)) continue;
      switch (board.at(p)) {
        case 'T':
          t.trees += 2;
          break;
        case 'R':
          t.rocks -= 2;
          break;
        case '.':
          t.empty_meadow -= 1;
          break;
        case 'W': {
          std::set<int> owners;
          bool all = true;
          for (Pt d : {Pt{1, 0}, Pt{-1, 0}, Pt{0, 1}, Pt{0, -1}}) {
            const int o = city.owner_at(Pt{x + d.x, y + d.y});
            if (o < 0) all = false;
            owners.insert(o);
          }
          if (all && owners.size() == 4) t.wells += 4;
          break;
        }
        default:
          break;
      }
    }
  const std::size_t n = city.buildings.size();
  for (char colour : {'Y', 'R', 'B'}) {
    std::vector<int> comp(n, -1);
    std::map<int, int> sizes;
    for (std::size_t s = 0; s < n; ++s) {
      if (colour_of(city.buildings[s].id) != colour || comp[s] >= 0) continue;
      std::vector<std::size_t> stack{s};
      comp[s] = static_cast<int>(s);
      while (!stack.empty()) {
        const std::size_t a = stack.back();
        stack.pop_back();
        ++sizes[static_cast<int>(s)];
        for (std::size_t b = 0; b < n; ++b) {
          if (comp[b] < 0 && colour_of(city.buildings[b].id) == colour &&
              touching(city.buildings[a], city.buildings[b])) {
            comp[b] = static_cast<int>(s);
            stack.push_back(b);
          }
        }
      }
    }
    int best = 0;
    for (auto [root, size] : sizes) best = std::max(best, size);
    t.colour_groups += best;
  }
  for (const Building& church : city.buildings) {
    if (colour_of(church.id) != 'C') continue;
    bool y = false, r = false, b = false;
    for (const Building& other : city.buildings) {
      if (&other == &church || !touching(church, other)) continue;
      y = y || colour_of(other.id) == 'Y';
      r = r || colour_of(other.id) == 'R';
      b = b || colour_of(other.id) == 'B';
    }
    if (y && r && b) t.churches += 3;
  }
  return t;
}

// R41 tie-break key: empty meadow cells per row from the top (fewer ranks higher).
inline std::vector<int> empty_per_row(const Board& board, const City& city) {
  std::vector<int> rows(kH, 0);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x)
      if (board.at({x, y}) == '.' && !city.covered({x, y})) ++rows[static_cast<std::size_t>(y)];
  return rows;
}

// R40/R41: competition ranks (1, 1, 3).
inline std::vector<int> ranks(const std::vector<int>& scores,
                              const std::vector<std::vector<int>>& keys) {
  std::vector<int> r(scores.size(), 1);
  for (std::size_t a = 0; a < scores.size(); ++a)
    for (std::size_t b = 0; b < scores.size(); ++b)
      if (scores[b] > scores[a] || (scores[b] == scores[a] && keys[b] < keys[a])) ++r[a];
  return r;
}

}  // namespace mycity::ref
