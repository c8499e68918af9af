// The statistics screen's work for docs/performance.md: 10,000 kept games read back from
// their record files and every person's statistics worked out, as on entering the screen the
// first time (again:0) and on entering it again, the games read before remembered (again:1).
// The records are written in each benchmark's setup into a temporary folder: a few dozen
// real games (computer players at every seat), each kept many times under its own name.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/kept_outcomes.hpp"
#include "mycity/bots.hpp"
#include "mycity/content.hpp"
#include "mycity/record.hpp"
#include "mycity/session/day_game.hpp"
#include "mycity/session/day_scores.hpp"
#include "mycity/session/kept_outcomes.hpp"
#include "table/player_statistics.hpp"

namespace {

constexpr int kKept = 10000;
constexpr int kDistinct = 40;

std::filesystem::path fresh_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("mycity-bench-statistics-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// Writes `texts` round and round as kKept files, each under a name of its own.
void keep_copies(const std::filesystem::path& dir, const std::vector<std::string>& texts,
                 const std::string& extension) {
  for (int i = 0; i < kKept; ++i) {
    char title[64];
    std::snprintf(title, sizeof title, "2026-01-01 00-00 Game %05d", i);
    std::ofstream(dir / (title + extension)) << texts[static_cast<std::size_t>(i) % texts.size()];
  }
}

// Everyone's statistics, as the screen shows them.
int all_statistics(const std::vector<table::GameOutcome>& games, table::BetterScore better) {
  int counted = 0;
  for (const std::string& person : table::people_in(games)) {
    const std::vector<std::string> names = {person};
    counted += table::player_statistics(games, names, better).games;
  }
  return counted;
}

// Entering the statistics screen as the app does, reading every waiting game at once rather
// than a slice a frame; then everyone's statistics.
auto statistics(int part, table::BetterScore better) {
  return [part, better](table::KeptOutcomesCache& kept) {
    kept.catch_up();
    return all_statistics(kept.games(part), better);
  };
}

// A first visit each time with a new cache from `make`, or (again:1) a second one; `enter`
// is what entering the screen does with the cache.
template <class Make, class Enter>
void visits(benchmark::State& state, const Make& make, const Enter& enter) {
  const bool again = state.range(0) == 1;
  table::KeptOutcomesCache remembered = make();
  if (again) enter(remembered);  // the first visit, not timed
  for (auto _ : state) {
    if (again) {
      benchmark::DoNotOptimize(enter(remembered));
    } else {
      table::KeptOutcomesCache kept = make();
      benchmark::DoNotOptimize(enter(kept));
    }
  }
}

// kDistinct Eternity games played out by greedy computers, 2-4 seats, as record texts; the
// first is `day`'s game when one is given, the others are on the printed board.
std::vector<std::string> eternity_records(const mycity::Catalogue& catalogue,
                                          const mycity::session::DayGame* day) {
  using namespace mycity;
  const Ruleset& eternity = *catalogue.find_ruleset("eternity");
  const std::vector<std::string> pool = {"Ann", "Ben", "Cy", "Computer (hard)"};
  std::vector<std::string> texts;
  auto bot = make_bot("greedy");
  for (int g = 0; g < kDistinct; ++g) {
    const std::vector<std::string> names(pool.begin(), pool.begin() + 2 + g % 3);
    const bool days = day != nullptr && g == 0;
    Game game = Game::on_board(
        catalogue, eternity, names,
        days ? session::day_deck(eternity, *day) : base::shuffled_deck(eternity.deck, 100 + g), {},
        BoardChoice{days ? std::optional(day->board_seed) : std::nullopt});
    base::Rng rng(base::derive_seed(g, 1));
    play_out(game, *bot, rng);
    texts.push_back(record_to_json(record_of(game), catalogue).dump(1) + "\n");
  }
  return texts;
}

void BM_StatisticsMyCity10000(benchmark::State& state) {
  using namespace mycity;
  const Catalogue catalogue = load_catalogue(MYCITY_DEFAULT_DATA_DIR);
  const Ruleset& eternity = *catalogue.find_ruleset("eternity");
  const std::vector<std::string> texts = eternity_records(catalogue, nullptr);
  const auto dir = fresh_dir("mycity");
  keep_copies(dir, texts, ".mcrec.json");
  const session::FinishedGames kept(dir);
  visits(
      state, [&] { return session::kept_outcomes_cache(kept, catalogue, eternity, nullptr); },
      statistics(session::kEternityPart, table::BetterScore::Higher));
  std::filesystem::remove_all(dir);
}

// The setup's "The day's best" (issue 32) among 10,000 kept Eternity games, one distinct game
// in 40 the day's (250): entering it the first time in a run reads every file to tell
// (again:0); entering again reads only the files kept since, none here (again:1).
void BM_DayBest10000(benchmark::State& state) {
  using namespace mycity;
  const Catalogue catalogue = load_catalogue(MYCITY_DEFAULT_DATA_DIR);
  const Ruleset& eternity = *catalogue.find_ruleset("eternity");
  const session::DayGame day = *session::day_game("2026-11-27");
  const std::vector<std::string> texts = eternity_records(catalogue, &day);
  const auto dir = fresh_dir("day");
  keep_copies(dir, texts, ".mcrec.json");
  const session::FinishedGames kept(dir);
  visits(
      state, [&] { return session::kept_outcomes_cache(kept, catalogue, eternity, nullptr); },
      [&](table::KeptOutcomesCache& cache) {
        cache.catch_up();
        const std::vector<table::GameOutcome> games = cache.dealt_games(day.code);
        if (games.size() != kKept / kDistinct)
          state.SkipWithError("not every day's game was found");
        return session::day_best(games, {}).size();
      });
  std::filesystem::remove_all(dir);
}

void BM_StatisticsMachiKoro10000(benchmark::State& state) {
  using namespace machikoro;
  const auto games = fresh_dir("machikoro-games");
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, games);
  std::vector<std::string> texts;
  for (int g = 0; g < kDistinct; ++g) {
    const session::NewTable seats{.players = {"Ann", "Ben", "Computer (hard)"},
                                  .computers = {"medium", "medium", "hard"}};
    if (!hub.start(seats, 100 + g)) state.SkipWithError("the game did not start");
    hub.autoplay(100000, 200 + g);
    if (!hub.table()->kept()) state.SkipWithError("the game was not kept");
    std::ifstream in(*hub.table()->kept());
    texts.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  const auto dir = fresh_dir("machikoro");
  keep_copies(dir, texts, ".mkrec.json");
  visits(
      state, [&] { return session::kept_outcomes_cache(hub.cards(), dir); },
      statistics(0, table::BetterScore::Lower));
  std::filesystem::remove_all(dir);
  std::filesystem::remove_all(games);
}

BENCHMARK(BM_StatisticsMyCity10000)
    ->ArgName("again")
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK(BM_StatisticsMachiKoro10000)
    ->ArgName("again")
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK(BM_DayBest10000)
    ->ArgName("again")
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace
