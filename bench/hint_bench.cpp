// Machi Koro's hint for docs/performance.md: its latency at every decision a person meets in
// games of 2 to 5 players (base with all types, Plus with ten types, medium at every seat),
// each position once; p50, p95 and the slowest in ms as counters.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "base/random.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/game.hpp"
#include "machikoro/hint.hpp"

namespace {

using namespace machikoro;

const CardSet& cards() {
  static const CardSet loaded = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return loaded;
}

// Every player decision of three base and three Plus games of `players` players.
std::vector<Game> positions(int players) {
  std::vector<Game> out;
  const auto medium = make_bot("medium");
  for (std::uint64_t g = 0; g < 6; ++g) {
    Setup setup;
    for (int i = 0; i < players; ++i) setup.players.push_back("P" + std::to_string(i));
    if (g % 2 == 1) {
      setup.edition = Edition::Plus;
      setup.supply = SupplyMode::Ten;
      setup.supply_deck = shuffled_supply_deck(cards(), Edition::Plus, g);
    }
    Game game(cards(), setup);
    game.keep_event_log(false);  // as the table's think copies it
    base::Rng dice(base::derive_seed(53, g)), bots(base::derive_seed(54, g));
    while (!game.over()) {
      const Pending p = game.pending();
      if (!p.chance()) out.push_back(game);
      game.apply(p.chance() ? roll_dice(game, dice) : medium->choose(game, bots));
    }
  }
  return out;
}

double percentile(const std::vector<double>& sorted, double p) {
  return sorted[static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1))];
}

void BM_MachiKoroHint(benchmark::State& state) {
  const std::vector<Game> games = positions(static_cast<int>(state.range(0)));
  std::vector<double> ms;
  for (auto _ : state) {
    for (std::size_t i = 0; i < games.size(); ++i) {
      base::Rng rng(base::derive_seed(55, i));
      const auto start = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(hint(games[i], rng));
      ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count());
    }
  }
  std::sort(ms.begin(), ms.end());
  state.counters["positions"] = static_cast<double>(games.size());
  state.counters["p50_ms"] = percentile(ms, 0.50);
  state.counters["p95_ms"] = percentile(ms, 0.95);
  state.counters["max_ms"] = ms.back();
}
// One pass over every position: the time is the pass's, the counters each hint's.
BENCHMARK(BM_MachiKoroHint)->DenseRange(2, 5)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
