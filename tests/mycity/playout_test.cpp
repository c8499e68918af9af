// Random playouts in the style of OpenSpiel's random_sim_test: thousands of seeded
// Eternity games (2, 3 and 4 players) played by every built-in bot, with the game's
// invariants checked after EVERY action against the independent rules model of
// cli/reference_model.hpp (written from rules.md / content.md, sharing no code with the
// engine):
//   - the acting seat, the revealed building and may_pass() follow R10-R16;
//   - every chosen placement is legal by a cell-by-cell check of R2-R6, and the engine's
//     check_placement agrees with that check on random probes (legal iff legal; a
//     reported rule is one that is really broken);
//   - no two buildings overlap; each lies on meadow inside one region (R2-R4);
//   - the incremental track equals 10 - passes + gold awards (R12, R20, R36);
//   - at the end, result() equals a from-scratch recount of every term (R30-R35),
//     the final score, the ranks (R40, R41) and the winners;
//   - replaying record_of(game) (also through JSON) gives the same result;
//   - the same seed gives the same game; the game ends exactly per R16.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "cli/reference_model.hpp"
#include "mycity/bots.hpp"
#include "mycity/record.hpp"
#include "quick_bots.hpp"
#include "support.hpp"
#include "test_scale.hpp"

using namespace mycity;

namespace {

const Ruleset& eternity() {
  return *test::catalogue().find_ruleset("eternity");
}

const std::string& id_of(int piece) {
  return test::catalogue().piece(piece).id;
}

std::vector<ref::Pt> cells_of(const Bitboard& b) {
  std::vector<ref::Pt> cells;
  b.for_each([&](Cell c) { cells.push_back({c.x, c.y}); });
  return cells;
}

std::vector<ref::Pt> cells_of(const Placement& p) {
  return ref::cells_of(id_of(p.piece), p.rot, p.flip, p.x, p.y);
}

// Collects the first failures of a game with their context instead of asserting in the
// hot loop (Catch assertions are comparatively slow and there are millions of checks).
struct Checker {
  std::string context;
  std::vector<std::string> failures;
  long long checks = 0;
  void expect(bool ok, const std::string& what) {
    ++checks;
    if (!ok && failures.size() < 5) failures.push_back(context + ": " + what);
  }
  bool ok() const { return failures.empty(); }
};

// Everything the independent model tracks for one seat.
struct Shadow {
  ref::City city;
  int passes = 0;
  int gold_round = 0;  // the round in which both gold deposits were first covered, or 0
  bool dropped = false;
};

struct GameLog {
  Record record;
  GameResult result;
  long long actions = 0;
  int builds = 0, passes = 0, drops = 0;
};

bool same_result(const GameResult& a, const GameResult& b) {
  if (a.winners != b.winners || a.players.size() != b.players.size()) return false;
  for (std::size_t i = 0; i < a.players.size(); ++i) {
    const PlayerResult& p = a.players[i];
    const PlayerResult& q = b.players[i];
    if (p.name != q.name || p.score != q.score || p.rank != q.rank || p.progress != q.progress ||
        p.breakdown.size() != q.breakdown.size())
      return false;
    for (std::size_t t = 0; t < p.breakdown.size(); ++t) {
      if (p.breakdown[t].term != q.breakdown[t].term ||
          p.breakdown[t].points != q.breakdown[t].points)
        return false;
    }
  }
  return true;
}

std::string describe(const GameResult& r) {
  std::ostringstream out;
  for (const PlayerResult& p : r.players) {
    out << p.name << " score " << p.score << " rank " << p.rank << " [";
    for (const TermPoints& t : p.breakdown) out << t.term << "=" << t.points << " ";
    out << "] ";
  }
  return out.str();
}

// The playable buildings in reveal order, walking the deck per R15: the block card hides
// the card after it (a last block card has no effect).
std::vector<std::string> playable_cards(const std::vector<std::string>& deck) {
  std::vector<std::string> cards;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    if (deck[i] == "BLOCK") {
      ++i;  // the next card is blocked (if there is one)
      continue;
    }
    cards.push_back(deck[i]);
  }
  return cards;
}

bool gold_covered(const ref::City& city) {
  const ref::Board& board = ref::eternity_board();
  int covered = 0;
  for (int y = 0; y < ref::kH; ++y)
    for (int x = 0; x < ref::kW; ++x)
      if (board.at({x, y}) == 'G' && city.covered({x, y})) ++covered;
  return covered == 2;
}

// Gold points a seat has earned so far (R36): 3 when it covered both deposits in the
// first round anybody did.
int gold_points(const std::vector<Shadow>& seats, std::size_t seat) {
  int first = 0;
  for (const Shadow& s : seats)
    if (s.gold_round > 0 && (first == 0 || s.gold_round < first)) first = s.gold_round;
  return seats[seat].gold_round > 0 && seats[seat].gold_round == first ? 3 : 0;
}

// Plays one game without checks (for the same-seed comparison).
GameLog play_plain(int players, std::uint64_t seed, const std::string& bot_name) {
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back("P" + std::to_string(i + 1));
  Game game = Game::on_printed_board(test::catalogue(), eternity(), names,
                                     base::shuffled_deck(eternity().deck, seed));
  auto bot = test::quick_bot(bot_name);
  base::Rng rng(base::derive_seed(seed, 1));
  play_out(game, *bot, rng);
  return {record_of(game), game.result()};
}

// Compares the engine's seats with the shadow ones (cities, tracks, drop-outs).
void compare_state(const Game& game, const std::vector<Shadow>& seats, Checker& c) {
  const ref::Board& board = ref::eternity_board();
  for (std::size_t s = 0; s < seats.size(); ++s) {
    const PlayerState& p = game.player(static_cast<int>(s));
    const Shadow& sh = seats[s];
    const std::string who = "seat " + std::to_string(s);
    c.expect(p.dropped == sh.dropped, who + ": dropped flag");
    // R12, R20, R36: the track is 10 - passes + gold, and shows the immediate terms.
    const int gold = gold_points(seats, s);
    c.expect(p.track.value() == 10 - sh.passes + gold,
             who + ": track " + std::to_string(p.track.value()) + ", expected 10 - " +
                 std::to_string(sh.passes) + " + " + std::to_string(gold));
    c.expect(p.immediate.size() == 2 && p.immediate[0].term == "pass" &&
                 p.immediate[0].points == -sh.passes && p.immediate[1].term == "gold" &&
                 p.immediate[1].points == gold,
             who + ": immediate terms");
    // Buildings: same pieces, same cells, in the same order; no overlap anywhere.
    const auto& built = p.city.buildings();
    c.expect(built.size() == sh.city.buildings.size(), who + ": building count");
    int cell_sum = 0;
    Bitboard uni;
    for (std::size_t b = 0; b < built.size() && b < sh.city.buildings.size(); ++b) {
      const PlacedBuilding& pb = built[b];
      const auto cells = cells_of(pb.cells);
      cell_sum += pb.cells.count();
      c.expect(!uni.intersects(pb.cells), who + ": building " + std::to_string(b) + " overlaps");
      uni |= pb.cells;
      c.expect(id_of(pb.piece) == sh.city.buildings[b].id, who + ": piece of building");
      c.expect(ref::key(cells) == ref::key(sh.city.buildings[b].cells),
               who + ": cells of building " + id_of(pb.piece));
      c.expect(ref::key(cells_of(pb.placement)) == ref::key(cells),
               who + ": placement and cells of " + id_of(pb.piece));
      // R2, R4: on meadow, inside one region.
      bool meadow = true;
      std::set<int> regions;
      for (ref::Pt q : cells) {
        meadow = meadow && board.meadow(q);
        if (ref::inside(q)) regions.insert(board.region_of(q));
      }
      c.expect(meadow, who + ": " + id_of(pb.piece) + " not all on meadow");
      c.expect(regions.size() == 1, who + ": " + id_of(pb.piece) + " in two regions");
    }
    c.expect(cell_sum == p.city.occupied().count() && uni == p.city.occupied(),
             who + ": occupied cells are not the union of the buildings");
  }
}

// One fully checked game. `deep`: also replay the record after every action.
GameLog play_checked(int players, std::uint64_t seed, const std::string& bot_name, bool deep,
                     Checker& c) {
  const Catalogue& cat = test::catalogue();
  const ref::Board& board = ref::eternity_board();
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back("P" + std::to_string(i + 1));
  const std::vector<std::string> deck = base::shuffled_deck(eternity().deck, seed);
  {
    auto a = deck, b = eternity().deck;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    c.expect(a == b, "the shuffled deck is not a permutation of the Eternity deck");
  }
  const std::vector<std::string> playable = playable_cards(deck);
  Game game = Game::on_printed_board(cat, eternity(), names, deck);
  auto bot = test::quick_bot(bot_name);
  base::Rng rng(base::derive_seed(seed, 1));
  base::Rng probe_rng(seed ^ 0x5EEDULL);
  std::vector<Shadow> seats(static_cast<std::size_t>(players));

  // The expected turn order (R10): round r plays playable[r-1]; seats in order, skipping
  // those who dropped out.
  int round = 1;
  int seat = 0;
  GameLog log;
  const auto next_seat = [&](int from) {
    for (int s = from; s < players; ++s)
      if (!seats[static_cast<std::size_t>(s)].dropped) return s;
    return -1;
  };
  bool expect_over = playable.empty();

  while (!game.over() && c.ok()) {
    c.context = bot_name + " " + std::to_string(players) + "p seed " + std::to_string(seed) +
                " round " + std::to_string(round) + " seat " + std::to_string(seat);
    c.expect(!expect_over, "the game goes on after R16 says it ends");
    if (!c.ok()) break;
    c.expect(game.round() == round, "round " + std::to_string(game.round()));
    c.expect(game.to_act() == seat, "to_act " + std::to_string(game.to_act()));
    c.expect(id_of(game.current_piece()) == playable[static_cast<std::size_t>(round - 1)],
             "revealed " + id_of(game.current_piece()) + ", expected " +
                 playable[static_cast<std::size_t>(round - 1)]);
    if (!c.ok()) break;
    const std::string piece = playable[static_cast<std::size_t>(round - 1)];
    Shadow& me = seats[static_cast<std::size_t>(seat)];
    // R12, R14: pass needs a track above 0 and a building that is not a church.
    const int track = 10 - me.passes + gold_points(seats, static_cast<std::size_t>(seat));
    c.expect(game.may_pass() == (ref::colour_of(piece) != 'C' && track > 0), "may_pass");

    // Probes: the engine's verdict on random placements of this building matches R1-R6.
    const int piece_index = game.current_piece();
    for (int k = 0; k < 3; ++k) {
      const Placement p{piece_index, static_cast<int>(probe_rng.below(4)), probe_rng.below(2) == 1,
                        static_cast<int>(probe_rng.below(18)) - 2,
                        static_cast<int>(probe_rng.below(14)) - 2};
      auto broken = ref::broken_rules(board, me.city, cells_of(p));
      if (p.flip) broken.insert("R1");  // the game is played as printed: no mirroring
      const auto v = check_placement(cat, game.player(seat).city, p, game.house_rules());
      c.expect(v.has_value() == !broken.empty(),
               "probe " + piece + " rot " + std::to_string(p.rot) + " flip " +
                   std::to_string(p.flip) + " at " + std::to_string(p.x) + "," +
                   std::to_string(p.y) + ": engine " + (v ? v->rule : "legal") +
                   ", reference breaks " + std::to_string(broken.size()) + " rules");
      if (v) c.expect(broken.count(v->rule) == 1, "probe: engine names " + v->rule);
    }

    const Action action = bot->choose(game, rng);
    switch (action.kind) {
      case ActionKind::Build: {
        c.expect(action.placement.piece == piece_index, "built another piece");
        c.expect(!action.placement.flip, "the bot mirrored a building (R1)");
        const auto cells = cells_of(action.placement);
        const auto broken = ref::broken_rules(board, me.city, cells);
        c.expect(broken.empty(), "the bot chose a placement breaking " +
                                     (broken.empty() ? std::string() : *broken.begin()));
        const auto engine_cells = placement_cells(cat.piece(piece_index), action.placement,
                                                  game.player(seat).city.layout());
        c.expect(engine_cells && ref::key(cells_of(*engine_cells)) == ref::key(cells),
                 "placement_cells differs from formats.md orientation");
        c.expect(me.city.add(piece, cells), "overlap in the shadow city");
        if (me.gold_round == 0 && gold_covered(me.city)) me.gold_round = round;
        ++log.builds;
        break;
      }
      case ActionKind::Pass:
        c.expect(game.may_pass(), "the bot passed when it may not");
        ++me.passes;
        ++log.passes;
        break;
      case ActionKind::Drop:
        me.dropped = true;
        ++log.drops;
        break;
    }
    const auto violation = game.apply(action);
    c.expect(!violation, "apply refused the bot's action: " + (violation ? violation->rule : ""));
    ++log.actions;
    if (!c.ok()) break;
    compare_state(game, seats, c);

    // Advance the expected turn (R10, R16).
    const int following = next_seat(seat + 1);
    if (following >= 0) {
      seat = following;
    } else {
      seat = next_seat(0);
      ++round;
      if (seat < 0 || round > static_cast<int>(playable.size())) expect_over = true;
    }

    if (deep) {
      // The record so far replays to the same position.
      const Game again = replay(cat, record_of(game), false);
      c.expect(again.over() == game.over() && again.round() == game.round() &&
                   again.to_act() == game.to_act(),
               "mid-game replay: turn state");
      for (int s = 0; s < players; ++s) {
        c.expect(again.player(s).city.occupied() == game.player(s).city.occupied() &&
                     again.player(s).track.value() == game.player(s).track.value() &&
                     again.player(s).dropped == game.player(s).dropped,
                 "mid-game replay: seat " + std::to_string(s));
      }
    }
  }
  if (!c.ok()) return log;

  // R16: over exactly when everybody dropped out or the last card's round is played.
  c.expect(game.over() && expect_over, "game over flag");
  bool all_dropped = true;
  for (const Shadow& s : seats) all_dropped = all_dropped && s.dropped;
  c.expect(all_dropped || game.round() == static_cast<int>(playable.size()),
           "the game ended early: round " + std::to_string(game.round()) + " of " +
               std::to_string(playable.size()));
  c.expect(game.to_act() == -1 && game.current_piece() == -1, "over: nobody to act");

  // Final scoring from scratch.
  const GameResult result = game.result();
  c.expect(result.players.size() == static_cast<std::size_t>(players), "result size");
  std::vector<int> scores;
  std::vector<std::vector<int>> keys;
  for (std::size_t s = 0; s < seats.size(); ++s) {
    const ref::Terms t = ref::end_terms(board, seats[s].city);
    const int gold = gold_points(seats, s);
    const int score = 10 - seats[s].passes + gold + t.total();
    scores.push_back(score);
    keys.push_back(ref::empty_per_row(board, seats[s].city));
    const std::vector<std::pair<std::string, int>> expected = {{"pass", -seats[s].passes},
                                                               {"gold", gold},
                                                               {"trees", t.trees},
                                                               {"rocks", t.rocks},
                                                               {"colour_groups", t.colour_groups},
                                                               {"churches", t.churches},
                                                               {"wells", t.wells},
                                                               {"empty_meadow", t.empty_meadow}};
    const PlayerResult& r = result.players[s];
    c.expect(r.name == names[s], "result name");
    c.expect(r.score == score, "seat " + std::to_string(s) + ": score " + std::to_string(r.score) +
                                   ", recount " + std::to_string(score));
    c.expect(r.breakdown.size() == expected.size(), "breakdown size");
    for (std::size_t i = 0; i < expected.size() && i < r.breakdown.size(); ++i) {
      c.expect(
          r.breakdown[i].term == expected[i].first && r.breakdown[i].points == expected[i].second,
          "seat " + std::to_string(s) + " term " + r.breakdown[i].term + " = " +
              std::to_string(r.breakdown[i].points) + ", recount " + expected[i].first + " = " +
              std::to_string(expected[i].second));
    }
    c.expect(r.progress == 0 && !r.capped, "Eternity has no progress or cap (R24)");
  }
  const std::vector<int> ranks = ref::ranks(scores, keys);
  std::vector<std::string> winners;
  for (std::size_t s = 0; s < seats.size(); ++s) {
    c.expect(result.players[s].rank == ranks[s], "seat " + std::to_string(s) + ": rank " +
                                                     std::to_string(result.players[s].rank) +
                                                     ", recount " + std::to_string(ranks[s]));
    if (ranks[s] == 1) winners.push_back(names[s]);
  }
  c.expect(result.winners == winners, "winners");

  // The record replays to the same result, directly and through its JSON form.
  const Record record = record_of(game);
  c.expect(record.deck == deck && record.players == names && record.mode == "eternity",
           "record header");
  c.expect(record.turns.size() == static_cast<std::size_t>(game.round()), "one entry per round");
  const Game replayed = replay(cat, record, true);
  c.expect(same_result(replayed.result(), result),
           "replay differs: " + describe(replayed.result()) + " vs " + describe(result));
  const Record reparsed = parse_record(record_to_json(record, cat), cat, "roundtrip");
  c.expect(reparsed.turns == record.turns && reparsed.deck == record.deck, "record JSON roundtrip");
  c.expect(same_result(replay(cat, reparsed, true).result(), result), "JSON replay differs");
  log.record = record;
  log.result = result;
  return log;
}

struct Series {
  long long games = 0, actions = 0, checks = 0;
  int builds = 0, passes = 0, drops = 0;
};

void run_series(const std::string& bot, int players, int games, std::uint64_t base_seed,
                int deep_every, int same_seed_every, Series& total) {
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed =
        base::derive_seed(base_seed + static_cast<std::uint64_t>(players), g);
    Checker c;
    const bool deep = deep_every > 0 && g % deep_every == 0;
    const GameLog log = play_checked(players, seed, bot, deep, c);
    if (c.ok() && same_seed_every > 0 && g % same_seed_every == 0) {
      const GameLog again = play_plain(players, seed, bot);
      c.expect(again.record.turns == log.record.turns && again.record.deck == log.record.deck,
               "same seed, different game");
      c.expect(same_result(again.result, log.result), "same seed, different result");
    }
    total.games += 1;
    total.actions += log.actions;
    total.checks += c.checks;
    total.builds += log.builds;
    total.passes += log.passes;
    total.drops += log.drops;
    if (!c.ok()) {
      for (const std::string& f : c.failures) UNSCOPED_INFO(f);
      FAIL("playout invariant broken (" << bot << ", " << players << " players, seed " << seed
                                        << ")");
    }
  }
}

}  // namespace

TEST_CASE("Playouts: the reference model's board matches content.md's counts", "[playout]") {
  const ref::Board& b = ref::eternity_board();
  int meadow = 0, trees = 0, rocks = 0, wells = 0, gold = 0;
  std::map<int, int> banks;
  for (int y = 0; y < ref::kH; ++y)
    for (int x = 0; x < ref::kW; ++x) {
      if (!b.meadow({x, y})) continue;
      ++meadow;
      ++banks[b.region_of({x, y})];
      trees += b.at({x, y}) == 'T';
      rocks += b.at({x, y}) == 'R';
      wells += b.at({x, y}) == 'W';
      gold += b.at({x, y}) == 'G';
    }
  CHECK(meadow == 109);
  CHECK(trees == 7);
  CHECK(rocks == 7);
  CHECK(wells == 2);
  CHECK(gold == 2);
  std::multiset<int> sizes;
  for (auto [region, n] : banks) sizes.insert(n);
  CHECK(sizes == std::multiset<int>{53, 56});
  // And the engine's catalogue has the same shapes as content.md (in some orientation).
  for (const PieceDef& p : test::catalogue().pieces()) {
    std::vector<ref::Pt> base;
    for (Cell cell : p.base_cells) base.push_back({cell.x, cell.y});
    CHECK(ref::key(base) == ref::key(ref::oriented(p.id, 0, false)));
  }
}

TEST_CASE("Playouts: random bot, 2-4 players, invariants after every action", "[playout]") {
  const auto start = std::chrono::steady_clock::now();
  Series total;
  // Every 25th game also replays its record after every action; every 10th is replayed
  // from its seed.
  for (int players = 2; players <= 4; ++players)
    run_series("random", players, test_scale::games(1000), 0xC17E5EEDULL, 25, 10, total);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("random playouts: " << total.games << " games, " << total.actions << " actions ("
                           << total.builds << " builds, " << total.passes << " passes, "
                           << total.drops << " drops), " << total.checks << " checks, " << seconds
                           << " s");
  CHECK(total.games == 3 * test_scale::games(1000));
  // The random bot does everything: builds, passes and drops all happen.
  CHECK(total.builds > 0);
  CHECK(total.passes > 0);
  CHECK(total.drops > 0);
}

TEST_CASE("Playouts: greedy bot, 2-4 players, invariants after every action", "[playout]") {
  const auto start = std::chrono::steady_clock::now();
  Series total;
  for (int players = 2; players <= 4; ++players)
    run_series("greedy", players, test_scale::games(100), 0x6EEED1ULL, 20, 5, total);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("greedy playouts: " << total.games << " games, " << total.actions << " actions ("
                           << total.builds << " builds, " << total.passes << " passes, "
                           << total.drops << " drops), " << total.checks << " checks, " << seconds
                           << " s");
  CHECK(total.games == 3 * test_scale::games(100));
  CHECK(total.builds > 0);
}

TEST_CASE("Playouts: easy and hard bots, 2-4 players, invariants after every action",
          "[playout][bots]") {
  Series total;
  for (int players = 2; players <= 4; ++players) {
    run_series("easy", players, test_scale::games(100), 0xEA5EULL, 20, 5, total);
    run_series("hard", players, test_scale::games(6), 0x4A4DULL, 3, 2, total);
  }
  CHECK(total.games == 3 * (test_scale::games(100) + test_scale::games(6)));
  CHECK(total.builds > 0);
  CHECK(total.passes > 0);
}
