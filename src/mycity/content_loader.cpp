// Loads campaigns/: core/pieces.json, boards/*.json, modes/*.json. Every value is checked,
// an unknown member refused, and every failure names the file and the JSON path.
#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "base/json_reader.hpp"
#include "base/utf8_path.hpp"
#include "mycity/content.hpp"
#include "record_json.hpp"
#include "term_reader.hpp"

namespace mycity {

namespace {

using base::EmptyStrings;
using base::JsonPlace;
using nlohmann::json;

std::vector<Cell> shape_cells(const json& value, const JsonPlace& place) {
  const std::vector<std::string> rows =
      base::string_array(value, place, kMaxPieceExtent, EmptyStrings::Allowed);
  std::vector<Cell> cells;
  for (std::size_t y = 0; y < rows.size(); ++y) {
    if (rows[y].size() != rows[0].size() || rows[y].size() > kMaxPieceExtent) {
      (place / y).fail("shape rows must have equal length, at most " +
                       std::to_string(kMaxPieceExtent));
    }
    for (std::size_t x = 0; x < rows[y].size(); ++x) {
      const char ch = rows[y][x];
      if (ch == '#')
        cells.push_back(Cell{static_cast<int>(x), static_cast<int>(y)});
      else if (ch != '.')
        (place / y).fail(std::string("unknown shape character '") + ch + "'");
    }
  }
  if (cells.empty() || !is_connected(cells)) place.fail("a shape must be one connected piece");
  return orient(cells, 0, false);  // normalised
}

std::vector<PieceDef> load_pieces(const std::string& file) {
  const json doc = base::read_json_file(file);
  const JsonPlace root(file);
  base::expect_format(doc, "mycity-pieces", 1, root);
  static constexpr std::string_view kTop[] = {"format", "version", "shapes", "pieces"};
  base::expect_known_members(doc, kTop, root);
  const json& shapes = base::expect_object(base::member(doc, "shapes", root), root / "shapes");
  const json& list = base::expect_array(base::member(doc, "pieces", root), root / "pieces", 1000);
  std::vector<PieceDef> pieces;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const JsonPlace place = root / "pieces" / i;
    const json& entry = list[i];
    static constexpr std::string_view kPiece[] = {"id",     "name",       "shape",
                                                  "colour", "must_build", "must_touch"};
    base::expect_known_members(entry, kPiece, place);
    PieceDef piece;
    piece.id = base::string_member(entry, "id", place);
    if (piece.id.empty() || piece.id == kBlockCard) (place / "id").fail("invalid piece id");
    for (const PieceDef& other : pieces) {
      if (other.id == piece.id) (place / "id").fail("duplicate piece id \"" + piece.id + "\"");
    }
    piece.name = base::string_member(entry, "name", place);
    piece.shape = base::string_member(entry, "shape", place);
    if (!shapes.contains(piece.shape))
      (place / "shape").fail("unknown shape \"" + piece.shape + "\"");
    piece.base_cells = shape_cells(shapes.at(piece.shape), root / "shapes" / piece.shape);
    piece.orientations = distinct_orientations(piece.base_cells);
    piece.rotation_count =
        static_cast<int>(std::count_if(piece.orientations.begin(), piece.orientations.end(),
                                       [](const Orientation& o) { return !o.flip; }));
    const std::string colour = base::string_member(entry, "colour", place);
    const auto parsed = colour_from_name(colour);
    if (!parsed) (place / "colour").fail("unknown colour \"" + colour + "\"");
    piece.colour = *parsed;
    if (const json* v = base::optional_member(entry, "must_build", place)) {
      piece.must_build = base::expect_bool(*v, place / "must_build");
    }
    if (const json* v = base::optional_member(entry, "must_touch", place)) {
      piece.must_touch = base::expect_string(*v, place / "must_touch");
    }
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

EdgePath load_path(const json& value, std::string kind, const BoardLayout& layout,
                   const JsonPlace& place) {
  return make_edge_path(std::move(kind), detail::parse_lattice_points(value, place), layout.width,
                        layout.height, place.file(), place.path());
}

BoardDef load_board(const std::string& file) {
  const json doc = base::read_json_file(file);
  const JsonPlace root(file);
  base::expect_format(doc, "mycity-board", 1, root);
  static constexpr std::string_view kTop[] = {"format", "version", "id",      "name",
                                              "map",    "river",   "railway", "progress"};
  base::expect_known_members(doc, kTop, root);
  BoardDef board;
  board.id = base::string_member(doc, "id", root);
  board.name = base::string_member(doc, "name", root);
  const auto rows = base::string_array(base::member(doc, "map", root), root / "map",
                                       kMaxBoardHeight, EmptyStrings::Allowed);
  board.layout = parse_layout(rows, file, "/map");
  board.layout.paths.push_back(
      load_path(base::member(doc, "river", root), "river", board.layout, root / "river"));
  if (const json* v = base::optional_member(doc, "railway", root)) {
    board.railway = load_path(*v, "railway", board.layout, root / "railway");
  }
  if (const json* v = base::optional_member(doc, "progress", root)) {
    static constexpr std::string_view kProgress[] = {"rows", "per_row"};
    base::expect_known_members(*v, kProgress, root / "progress");
    board.progress_rows = base::int_member(*v, "rows", root / "progress", 0, 10);
    board.progress_per_row = base::int_member(*v, "per_row", root / "progress", 0, 100);
  }
  return board;
}

Ruleset load_ruleset(const std::string& file, const Catalogue& catalogue) {
  const json doc = base::read_json_file(file);
  const JsonPlace root(file);
  base::expect_format(doc, "mycity-ruleset", 1, root);
  static constexpr std::string_view kTop[] = {"format",          "version",  "id",  "name",
                                              "board",           "players",  "cap", "deck",
                                              "immediate_terms", "end_terms"};
  base::expect_known_members(doc, kTop, root);
  Ruleset rules;
  rules.id = base::string_member(doc, "id", root);
  rules.name = base::string_member(doc, "name", root);
  rules.board = base::string_member(doc, "board", root);
  if (catalogue.find_board(rules.board) == nullptr) {
    (root / "board").fail("unknown board \"" + rules.board + "\"");
  }
  const json& players = base::member(doc, "players", root);
  static constexpr std::string_view kPlayers[] = {"min", "max"};
  base::expect_known_members(players, kPlayers, root / "players");
  rules.min_players = base::int_member(players, "min", root / "players", 1, 8);
  rules.max_players = base::int_member(players, "max", root / "players", rules.min_players, 8);
  if (const json* v = base::optional_member(doc, "cap", root); v != nullptr && !v->is_null()) {
    rules.cap = base::expect_int(*v, root / "cap", 1, 1000);
  }
  rules.deck = base::string_array(base::member(doc, "deck", root), root / "deck", 1000,
                                  EmptyStrings::Rejected);
  std::set<std::string> seen;
  for (std::size_t i = 0; i < rules.deck.size(); ++i) {
    const std::string& card = rules.deck[i];
    if (card != kBlockCard && !catalogue.find_piece(card)) {
      (root / "deck" / i).fail("unknown card \"" + card + "\"");
    }
    if (!seen.insert(card).second) (root / "deck" / i).fail("card \"" + card + "\" appears twice");
  }
  rules.immediate_terms = detail::load_terms(base::member(doc, "immediate_terms", root),
                                             root / "immediate_terms", detail::TermKind::Race);
  rules.end_terms = detail::load_terms(base::member(doc, "end_terms", root), root / "end_terms",
                                       detail::TermKind::EndTerm);
  return rules;
}

std::vector<std::string> json_files_in(const std::filesystem::path& dir) {
  std::vector<std::string> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    if (entry.path().extension() == ".json") files.push_back(base::utf8_string(entry.path()));
  }
  if (error)
    throw base::ContentError(base::utf8_string(dir), "",
                             "cannot list the folder: " + error.message());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

std::optional<int> Catalogue::find_piece(std::string_view id) const {
  const auto it = piece_index_.find(id);
  if (it == piece_index_.end()) return std::nullopt;
  return it->second;
}

const BoardDef* Catalogue::find_board(std::string_view id) const {
  const auto it =
      std::find_if(boards_.begin(), boards_.end(), [&](const BoardDef& b) { return b.id == id; });
  return it == boards_.end() ? nullptr : &*it;
}

const Ruleset* Catalogue::find_ruleset(std::string_view id) const {
  const auto it = std::find_if(rulesets_.begin(), rulesets_.end(),
                               [&](const Ruleset& r) { return r.id == id; });
  return it == rulesets_.end() ? nullptr : &*it;
}

Catalogue load_catalogue(const std::filesystem::path& dir) {
  Catalogue catalogue;
  catalogue.pieces_ = load_pieces(base::utf8_string(dir / "core" / "pieces.json"));
  for (std::size_t i = 0; i < catalogue.pieces_.size(); ++i) {
    catalogue.piece_index_[catalogue.pieces_[i].id] = static_cast<int>(i);
  }
  for (const std::string& file : json_files_in(dir / "boards")) {
    BoardDef board = load_board(file);
    if (catalogue.find_board(board.id))
      throw base::ContentError(file, "/id", "duplicate board id \"" + board.id + "\"");
    catalogue.boards_.push_back(std::move(board));
  }
  for (const std::string& file : json_files_in(dir / "modes")) {
    Ruleset rules = load_ruleset(file, catalogue);
    if (catalogue.find_ruleset(rules.id))
      throw base::ContentError(file, "/id", "duplicate ruleset id \"" + rules.id + "\"");
    catalogue.rulesets_.push_back(std::move(rules));
  }
  return catalogue;
}

}  // namespace mycity
