// Game content loaded from campaigns/: pieces, boards, and the rulesets of the modes.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "mycity/bitboard.hpp"
#include "mycity/polyomino.hpp"

namespace mycity {

enum class Colour { Yellow, Red, Blue, Purple, Grey, Gold };
inline constexpr int kColourCount = 6;
std::optional<Colour> colour_from_name(std::string_view name);

struct PieceDef {
  std::string id;     // e.g. "Y-P5"
  std::string name;   // flavour for the UI, e.g. "Manor"
  std::string shape;  // e.g. "P5"
  Colour colour = Colour::Yellow;
  bool must_build = false;                // R14: no pass allowed for this card
  std::optional<std::string> must_touch;  // an edge path kind a side must lie on (station)
  std::vector<Cell> base_cells;
  std::vector<Orientation> orientations;  // distinct cell sets only, rotations first
  int rotation_count = 0;                 // the distinct rotations among them (R1)
  int cell_count() const { return static_cast<int>(base_cells.size()); }
};

enum class Terrain { Meadow, Mountain, Forest };
enum class Feature { None, DoubleTrees, DoubleRocks, SingleTree, SingleRock, Well, Gold };

// A path along cell edges (river, railway) through lattice points; lattice point (x, y)
// is the top-left corner of cell (x, y) (content.md).
struct EdgePath {
  std::string kind;  // "river", "railway"
  std::vector<Cell> points;
  Bitboard left_edges;  // cell (x, y) set: the edge between (x-1, y) and (x, y) is on the path
  Bitboard top_edges;   // cell (x, y) set: the edge between (x, y-1) and (x, y) is on the path
  Bitboard touching;    // cells with at least one side on the path (board border included)
};

// One board as it is now: terrain, features, sticker spots and edge paths. Legacy
// stickers change a player's layout for good; Eternity boards never change.
struct BoardLayout {
  int width = 0;
  int height = 0;
  Bitboard cells;  // every cell of the board
  Bitboard meadow, mountain, forest;
  Bitboard double_trees, double_rocks, single_trees, single_rocks, wells, gold;
  Bitboard spots;       // sticker spots (legacy)
  Bitboard gold_marks;  // printed gold marks (legacy chapter 4)
  std::vector<EdgePath> paths;

  Terrain terrain(Cell c) const;
  Feature feature(Cell c) const;
  Bitboard features() const {
    return double_trees | double_rocks | single_trees | single_rocks | wells | gold;
  }
  // Meadow with no feature; buildings are not considered here (see City).
  Bitboard featureless_meadow() const { return meadow & ~features(); }
  const EdgePath* path(std::string_view kind) const;
};

struct BoardDef {
  std::string id;
  std::string name;
  BoardLayout layout;               // as printed (river only)
  std::optional<EdgePath> railway;  // laid in legacy chapter 7
  int progress_rows = 0;
  int progress_per_row = 0;
};

// A term of a ruleset with its parameters, e.g. {"term": "gold_race", "points": 3}.
// The parameters sit behind a pointer so that this header's many includers need not parse
// the JSON library; they are never changed once read.
struct TermSpec {
  std::string id;
  std::shared_ptr<const nlohmann::json> params;  // the whole object ({} for the shorthand)
};
TermSpec term_spec(std::string id, nlohmann::json params);

inline constexpr std::string_view kBlockCard = "BLOCK";

// How one mode (or, later, one legacy episode) is played: board, deck, terms in order.
struct Ruleset {
  std::string id;
  std::string name;
  std::string board;
  std::vector<std::string> deck;  // card ids: piece ids and kBlockCard
  int min_players = 2;
  int max_players = 4;
  std::optional<int> cap;  // R22; none in Eternity (R24)
  std::vector<TermSpec> immediate_terms;
  std::vector<TermSpec> end_terms;  // in scoring order (R21)
};

class Catalogue {
 public:
  const std::vector<PieceDef>& pieces() const { return pieces_; }
  const PieceDef& piece(int index) const { return pieces_.at(static_cast<std::size_t>(index)); }
  std::optional<int> find_piece(std::string_view id) const;
  const BoardDef* find_board(std::string_view id) const;
  const Ruleset* find_ruleset(std::string_view id) const;
  const std::vector<BoardDef>& boards() const { return boards_; }
  const std::vector<Ruleset>& rulesets() const { return rulesets_; }

 private:
  friend Catalogue load_catalogue(const std::filesystem::path& dir);
  std::vector<PieceDef> pieces_;
  std::vector<BoardDef> boards_;
  std::vector<Ruleset> rulesets_;
  std::map<std::string, int, std::less<>> piece_index_;
};

// Loads and validates every content file under `dir` (campaigns/). Throws ContentError
// naming the file, the JSON path and the problem.
Catalogue load_catalogue(const std::filesystem::path& dir);

// Builds a board layout from map rows (content.md legend) and edge paths. Throws
// ContentError (with `file` and `json_path` as the location) on any inconsistency.
BoardLayout parse_layout(const std::vector<std::string>& rows, const std::string& file,
                         const std::string& json_path);
EdgePath make_edge_path(std::string kind, const std::vector<Cell>& points, int width, int height,
                        const std::string& file, const std::string& json_path);

}  // namespace mycity
