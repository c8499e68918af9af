// Machi Koro for docs/performance.md: a whole 4-player base game with the random and with
// the medium computer player at every seat (dice and choices from a fresh seed each game).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/random.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/game.hpp"

namespace {

using namespace machikoro;

const CardSet& cards() {
  static const CardSet loaded = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return loaded;
}

void whole_game(benchmark::State& state, const char* bot_name) {
  Setup setup;
  setup.players = {"A", "B", "C", "D"};
  auto bot = make_bot(bot_name);
  Bot* const seats[] = {bot.get(), bot.get(), bot.get(), bot.get()};
  std::uint64_t seed = 0;
  long long turns = 0;
  for (auto _ : state) {
    Game game(cards(), setup);
    base::Rng dice(base::derive_seed(2026, seed)), bots(base::derive_seed(2027, seed));
    ++seed;
    play_out(game, seats, dice, bots);
    turns += game.turn();
    benchmark::DoNotOptimize(game.winner());
  }
  state.counters["turns"] =
      benchmark::Counter(static_cast<double>(turns) / static_cast<double>(state.iterations()));
}

void BM_MachiKoroGameRandom(benchmark::State& state) {
  whole_game(state, "random");
}
void BM_MachiKoroGameMedium(benchmark::State& state) {
  whole_game(state, "medium");
}
BENCHMARK(BM_MachiKoroGameRandom)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_MachiKoroGameMedium)->Unit(benchmark::kMicrosecond);

}  // namespace
