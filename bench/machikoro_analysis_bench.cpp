// Machi Koro's turning points for docs/performance.md: a whole 4-player base game of 60
// turns analysed with people at every seat (every seat judged), the default settings.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "base/random.hpp"
#include "machikoro/analysis.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/game.hpp"

namespace {

using namespace machikoro;

constexpr int kTurns = 60;

const CardSet& cards() {
  static const CardSet loaded = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return loaded;
}

Setup four_players() {
  Setup setup;
  setup.players = {"A", "B", "C", "D"};
  return setup;
}

// The choices of the first game from seed 1 on that ends in its 60th turn: "easy" and
// "medium" players in turn, who often build what the hard player would not.
std::vector<Action> sixty_turn_game() {
  const auto easy = make_bot("easy"), medium = make_bot("medium");
  for (std::uint64_t seed = 1;; ++seed) {
    Game game(cards(), four_players());
    base::Rng dice(base::derive_seed(seed, 0)), bots(base::derive_seed(seed, 1));
    std::vector<Action> choices;
    while (!game.over() && game.turn() <= kTurns) {
      const Pending p = game.pending();
      Bot& bot = p.player % 2 == 0 ? *easy : *medium;
      choices.push_back(p.chance() ? roll_dice(game, dice) : bot.choose(game, bots));
      game.apply(choices.back());
    }
    if (game.over() && game.turn() == kTurns) return choices;
  }
}

void BM_MachiKoroAnalysis60Turns(benchmark::State& state) {
  const std::vector<Action> choices = sixty_turn_game();
  const Game start(cards(), four_players());
  AnalysisSettings settings;
  int points = 0;
  for (auto _ : state) {
    const GameAnalysis analysis = analyse_game(start, choices, settings);
    points = 0;
    for (const SeatAnalysis& seat : analysis.seats)
      points += static_cast<int>(seat.turning_points.size());
    benchmark::DoNotOptimize(points);
  }
  state.counters["turning_points"] = points;
  state.counters["samples"] = settings.samples;
}
BENCHMARK(BM_MachiKoroAnalysis60Turns)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace
