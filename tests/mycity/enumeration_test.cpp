// legal_placements() against a brute-force enumeration written from rules.md alone: every
// rotation (R1; every (rot, flip) under the mirror house rule) x every offset, checked cell
// by cell for R2-R6 by the independent model of cli/reference_model.hpp, deduplicated by
// cell set. Both sides must give the same set of cell sets, each listed once by the engine.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "base/random.hpp"
#include "cli/reference_model.hpp"
#include "mycity/bots.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

struct Position {
  std::string name;
  City city;
  ref::City shadow;
};

// Compares engine and brute force for every Eternity piece on one position.
void compare_pieces_under(const Position& pos, const HouseRules& house) {
  const Catalogue& cat = test::catalogue();
  for (int piece = 0; piece < static_cast<int>(cat.pieces().size()); ++piece) {
    const std::string& id = cat.piece(piece).id;
    if (id.rfind("S-", 0) == 0 || id.rfind("H-", 0) == 0) continue;  // legacy-only pieces
    INFO(pos.name << ", piece " << id << ", mirror " << house.mirror);
    const std::set<std::vector<int>> expected =
        ref::legal_cell_sets(ref::eternity_board(), pos.shadow, id, house.mirror);

    std::set<std::vector<int>> engine;
    int listed = 0;
    for (const Placement& p : legal_placements(cat, pos.city, piece, house)) {
      ++listed;
      REQUIRE(p.piece == piece);
      const auto cells = ref::cells_of(id, p.rot, p.flip, p.x, p.y);
      const bool fresh = engine.insert(ref::key(cells)).second;
      INFO("rot " << p.rot << " flip " << p.flip << " at " << p.x << "," << p.y);
      CHECK(fresh);  // each distinct cell set once (formats.md)
      CHECK((house.mirror || !p.flip));
    }
    CHECK(engine == expected);
    if (engine != expected) {
      for (const auto& k : expected)
        if (!engine.count(k)) UNSCOPED_INFO("missing: first cell " << k.front());
      for (const auto& k : engine)
        if (!expected.count(k)) UNSCOPED_INFO("extra: first cell " << k.front());
    }
    CHECK(count_legal_placements(cat, pos.city, piece, house) == listed);
    CHECK(has_legal_placement(cat, pos.city, piece, house) == (listed > 0));
    // for_each_legal_placement hands over the cells of each placement.
    for_each_legal_placement(
        cat, pos.city, piece, house, [&](const Placement& p, const Bitboard& cells) {
          std::vector<ref::Pt> pts;
          cells.for_each([&](Cell c) { pts.push_back({c.x, c.y}); });
          CHECK(ref::key(pts) == ref::key(ref::cells_of(id, p.rot, p.flip, p.x, p.y)));
        });
  }
}

// Compares engine and brute force for every Eternity piece on one position, under the
// printed R1 and under the mirror house rule.
void compare_all_pieces(const Position& pos) {
  for (const bool mirror : {false, true}) {
    const HouseRules house{.mirror = mirror};
    compare_pieces_under(pos, house);
  }
}

// Positions from seeded bot games, cut after `actions` actions: every seat's city.
std::vector<Position> positions_from_game(const std::string& bot_name, int players,
                                          std::uint64_t seed, int actions) {
  const Catalogue& cat = test::catalogue();
  const Ruleset& rules = *cat.find_ruleset("eternity");
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back("P" + std::to_string(i + 1));
  Game game = Game::on_printed_board(cat, rules, names, base::shuffled_deck(rules.deck, seed));
  auto bot = make_bot(bot_name);
  base::Rng rng(base::derive_seed(seed, 1));
  for (int a = 0; a < actions && !game.over(); ++a)
    REQUIRE_FALSE(game.apply(bot->choose(game, rng)));
  std::vector<Position> positions;
  for (int s = 0; s < players; ++s) {
    Position pos{bot_name + " seed " + std::to_string(seed) + " after " + std::to_string(actions) +
                     " actions, seat " + std::to_string(s),
                 game.player(s).city,
                 {}};
    for (const PlacedBuilding& b : game.player(s).city.buildings()) {
      const std::string& id = cat.piece(b.piece).id;
      const Placement& p = b.placement;
      REQUIRE(pos.shadow.add(id, ref::cells_of(id, p.rot, p.flip, p.x, p.y)));
    }
    positions.push_back(std::move(pos));
  }
  return positions;
}

}  // namespace

TEST_CASE("Enumeration: empty Eternity board, every piece (R2, R4, R5)", "[enumeration]") {
  const BoardLayout layout = test::catalogue().find_board("eternity")->layout;
  compare_all_pieces(Position{"empty board", City(layout), {}});
}

TEST_CASE("Enumeration: a hand-built position along the river bends (R3, R4, R6)",
          "[enumeration]") {
  // Buildings on both banks touching the river, so that R6 across the river and R4 at
  // the bends are both exercised.
  const BoardLayout layout = test::catalogue().find_board("eternity")->layout;
  Position pos{"hand-built", City(layout), {}};
  const auto put = [&](const std::string& id, int rot, bool flip, int x, int y) {
    test::put(pos.city, id, rot, flip, x, y);
    REQUIRE(pos.shadow.add(id, ref::cells_of(id, rot, flip, x, y)));
  };
  put("Y-I3", 1, false, 7, 0);  // column 7, rows 0-2: left bank along the river
  put("Y-O4", 0, false, 8, 1);  // right bank, across the river from Y-I3
  put("B-L4", 0, false, 5, 3);  // left bank below the bend at (7,3)
  put("C-X5", 0, false, 6, 5);  // right bank at the bend (6,5)-(7,5)
  compare_all_pieces(pos);
}

TEST_CASE("Enumeration: positions from seeded random and greedy games", "[enumeration]") {
  std::vector<Position> positions;
  for (auto& p : positions_from_game("random", 2, 11, 9)) positions.push_back(std::move(p));
  for (auto& p : positions_from_game("random", 3, 12, 30)) positions.push_back(std::move(p));
  for (auto& p : positions_from_game("greedy", 2, 13, 24)) positions.push_back(std::move(p));
  for (auto& p : positions_from_game("greedy", 4, 14, 60)) positions.push_back(std::move(p));
  for (const Position& pos : positions) compare_all_pieces(pos);
}
