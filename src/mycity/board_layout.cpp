#include <algorithm>
#include <array>

#include "base/error.hpp"
#include "mycity/content.hpp"

namespace mycity {

namespace {
struct ColourName {
  Colour colour;
  std::string_view name;
};
constexpr std::array<ColourName, kColourCount> kColourNames{{{Colour::Yellow, "yellow"},
                                                             {Colour::Red, "red"},
                                                             {Colour::Blue, "blue"},
                                                             {Colour::Purple, "purple"},
                                                             {Colour::Grey, "grey"},
                                                             {Colour::Gold, "gold"}}};
}  // namespace

std::optional<Colour> colour_from_name(std::string_view name) {
  for (const auto& entry : kColourNames) {
    if (entry.name == name) return entry.colour;
  }
  return std::nullopt;
}

Terrain BoardLayout::terrain(Cell c) const {
  if (mountain.test(c)) return Terrain::Mountain;
  if (forest.test(c)) return Terrain::Forest;
  return Terrain::Meadow;
}

Feature BoardLayout::feature(Cell c) const {
  if (double_trees.test(c)) return Feature::DoubleTrees;
  if (double_rocks.test(c)) return Feature::DoubleRocks;
  if (single_trees.test(c)) return Feature::SingleTree;
  if (single_rocks.test(c)) return Feature::SingleRock;
  if (wells.test(c)) return Feature::Well;
  if (gold.test(c)) return Feature::Gold;
  return Feature::None;
}

const EdgePath* BoardLayout::path(std::string_view kind) const {
  const auto it =
      std::find_if(paths.begin(), paths.end(), [&](const EdgePath& p) { return p.kind == kind; });
  return it == paths.end() ? nullptr : &*it;
}

BoardLayout parse_layout(const std::vector<std::string>& rows, const std::string& file,
                         const std::string& json_path) {
  BoardLayout layout;
  layout.height = static_cast<int>(rows.size());
  if (layout.height < 1 || layout.height > kMaxBoardHeight) {
    throw base::ContentError(file, json_path,
                             "a map has 1 to " + std::to_string(kMaxBoardHeight) + " rows, found " +
                                 std::to_string(layout.height));
  }
  layout.width = static_cast<int>(rows[0].size());
  for (int y = 0; y < layout.height; ++y) {
    const std::string& row = rows[static_cast<std::size_t>(y)];
    const std::string row_path = json_path + "/" + std::to_string(y);
    if (static_cast<int>(row.size()) != layout.width || layout.width < 1 ||
        layout.width > kMaxBoardWidth) {
      throw base::ContentError(
          file, row_path,
          "every row must have the same length, 1 to " + std::to_string(kMaxBoardWidth) + " cells");
    }
    for (int x = 0; x < layout.width; ++x) {
      const Cell c{x, y};
      layout.cells.set(c);
      const char ch = row[static_cast<std::size_t>(x)];
      if (ch == 'M') {
        layout.mountain.set(c);
        continue;
      }
      if (ch == 'F') {
        layout.forest.set(c);
        continue;
      }
      layout.meadow.set(c);
      switch (ch) {
        case '.':
          break;
        case 'o':
          layout.spots.set(c);
          break;
        case 'T':
          layout.double_trees.set(c);
          break;
        case 'R':
          layout.double_rocks.set(c);
          break;
        case 't':
          layout.single_trees.set(c);
          break;
        case 'r':
          layout.single_rocks.set(c);
          break;
        case 'W':
          layout.wells.set(c);
          break;
        case 'G':
          layout.gold.set(c);
          break;
        case 'g':
          layout.gold_marks.set(c);
          break;
        default:
          throw base::ContentError(file, row_path,
                                   std::string("unknown map character '") + ch + "' at column " +
                                       std::to_string(x) + " (legend: M F . o T R t r W G g)");
      }
    }
  }
  return layout;
}

EdgePath make_edge_path(std::string kind, const std::vector<Cell>& points, int width, int height,
                        const std::string& file, const std::string& json_path) {
  EdgePath path;
  path.kind = std::move(kind);
  path.points = points;
  if (points.size() < 2)
    throw base::ContentError(file, json_path, "a path needs at least two points");
  const auto on_border = [&](Cell p) {
    return p.x == 0 || p.y == 0 || p.x == width || p.y == height;
  };
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Cell p = points[i];
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) {
      throw base::ContentError(
          file, json_path + "/" + std::to_string(i),
          "lattice point outside 0.." + std::to_string(width) + " x 0.." + std::to_string(height));
    }
  }
  if (!on_border(points.front()) || !on_border(points.back())) {
    throw base::ContentError(file, json_path, "a path must start and end on the board's border");
  }
  const auto touch = [&](int x, int y) {
    if (x >= 0 && y >= 0 && x < width && y < height) path.touching.set({x, y});
  };
  for (std::size_t i = 1; i < points.size(); ++i) {
    Cell from = points[i - 1];
    const Cell to = points[i];
    if ((from.x != to.x) == (from.y != to.y)) {
      throw base::ContentError(file, json_path + "/" + std::to_string(i),
                               "each step must be horizontal or vertical and move");
    }
    while (from != to) {
      if (from.x == to.x) {  // vertical step: between cells (x-1, y) and (x, y)
        const int y = to.y > from.y ? from.y : from.y - 1;
        if (from.x > 0 && from.x < width) path.left_edges.set({from.x, y});
        touch(from.x - 1, y);
        touch(from.x, y);
        from.y += to.y > from.y ? 1 : -1;
      } else {  // horizontal step: between cells (x, y-1) and (x, y)
        const int x = to.x > from.x ? from.x : from.x - 1;
        if (from.y > 0 && from.y < height) path.top_edges.set({x, from.y});
        touch(x, from.y - 1);
        touch(x, from.y);
        from.x += to.x > from.x ? 1 : -1;
      }
    }
  }
  return path;
}

}  // namespace mycity
