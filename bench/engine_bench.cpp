// The engine's hot paths, measured for docs/performance.md: legal placements of each piece
// on an empty and on a mid-game Eternity board, whole 4-player games with the random and
// the greedy computer player, and one decision of the hard player (its playouts).
// Run: build/bench/mycity-bench (see docs/performance.md).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/random.hpp"
#include "mycity/bots.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/placement.hpp"

namespace {

using namespace mycity;

const Catalogue& catalogue() {
  static const Catalogue loaded = load_catalogue(MYCITY_DEFAULT_DATA_DIR);
  return loaded;
}

const Ruleset& eternity() {
  return *catalogue().find_ruleset("eternity");
}

Game new_game(int players, std::uint64_t seed) {
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back("P" + std::to_string(i + 1));
  return Game::on_printed_board(catalogue(), eternity(), names,
                                base::shuffled_deck(eternity().deck, seed));
}

// Half of a greedy 4-player game, seat 0 to act: about a dozen buildings each.
const Game& mid_game() {
  static const Game game = [] {
    Game g = new_game(4, 2026);
    auto bot = make_bot("greedy");
    base::Rng rng(base::derive_seed(2026, 1));
    while (!g.over() && g.round() < 14) g.apply(bot->choose(g, rng));
    return g;
  }();
  return game;
}

const City& mid_game_city() {
  return mid_game().player(0).city;
}

// Every legal placement of one piece in its rotations (R1), handed to a consumer.
void legal_placements_of(benchmark::State& state, const City& city) {
  const int piece = static_cast<int>(state.range(0));
  state.SetLabel(catalogue().piece(piece).id);
  int count = 0;
  for (auto _ : state) {
    count = 0;
    for_each_legal_placement(catalogue(), city, piece, HouseRules{},
                             [&](const Placement&, const Bitboard& cells) {
                               benchmark::DoNotOptimize(cells);
                               ++count;
                             });
  }
  state.counters["placements"] = count;
}

void BM_LegalPlacementsEmptyBoard(benchmark::State& state) {
  static const City empty(catalogue().find_board("eternity")->layout);
  legal_placements_of(state, empty);
}

void BM_LegalPlacementsMidGame(benchmark::State& state) {
  legal_placements_of(state, mid_game_city());
}

// The 27 buildings of the Eternity deck (the block card is not a building).
void eternity_pieces(benchmark::internal::Benchmark* b) {
  for (const std::string& card : eternity().deck) {
    if (const auto piece = catalogue().find_piece(card)) b->Arg(*piece);
  }
}

// A whole game from a fresh deck each iteration (seed advances), so no one deal is measured.
void full_game(benchmark::State& state, const char* bot_name) {
  auto bot = make_bot(bot_name);
  std::uint64_t seed = 1;
  for (auto _ : state) {
    Game game = new_game(4, seed);
    base::Rng rng(base::derive_seed(seed, 1));
    play_out(game, *bot, rng);
    benchmark::DoNotOptimize(game.result());
    ++seed;
  }
}

void BM_FullGameRandom4p(benchmark::State& state) {
  full_game(state, "random");
}
void BM_FullGameGreedy4p(benchmark::State& state) {
  full_game(state, "greedy");
}

// The hard player's decision in the mid game, the same draws each iteration.
void BM_HardDecisionMidGame(benchmark::State& state) {
  const PlayerView view = view_of(mid_game());
  for (auto _ : state) {
    base::Rng rng(7);
    benchmark::DoNotOptimize(choose_hard(view, rng));
  }
}

BENCHMARK(BM_LegalPlacementsEmptyBoard)->Apply(eternity_pieces)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LegalPlacementsMidGame)->Apply(eternity_pieces)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FullGameRandom4p)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FullGameGreedy4p)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HardDecisionMidGame)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
