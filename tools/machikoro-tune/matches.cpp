#include "matches.hpp"

#include <algorithm>
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "bots/fitted_bias.hpp"
#include "machikoro/supply.hpp"

namespace machikoro::tune {

namespace {

constexpr std::uint64_t kDiceSeed = 1, kDeckSeed = 2, kBotSeed = 3;

bool biased_seat_wins(const CardSet& cards, const MatchSetup& match, const bots::BuildBias& bias,
                      std::uint64_t seed, int biased_seat) {
  Game game = start_game(cards, match, seed);
  bots::PolicyBot medium("medium", {}), biased("biased", bots::fitted_policy(bias));
  std::vector<Bot*> seats(static_cast<std::size_t>(match.players), &medium);
  seats[static_cast<std::size_t>(biased_seat)] = &biased;
  base::Rng dice(base::derive_seed(seed, kDiceSeed)), bots(base::derive_seed(seed, kBotSeed));
  play_out(game, seats, dice, bots);
  return game.winner() == biased_seat;
}

}  // namespace

Game start_game(const CardSet& cards, const MatchSetup& match, std::uint64_t seed) {
  Setup setup;
  setup.edition = match.edition;
  setup.supply = match.supply;
  for (int s = 0; s < match.players; ++s) setup.players.push_back("seat " + std::to_string(s));
  if (match.supply != SupplyMode::All)
    setup.supply_deck =
        shuffled_supply_deck(cards, match.edition, base::derive_seed(seed, kDeckSeed));
  Game game(cards, std::move(setup));
  game.keep_event_log(false);
  return game;
}

void on_every_core(long first, long count, const std::function<void(long)>& work) {
  std::atomic<long> next = first;
  const auto worker = [&] {
    for (long i; (i = next++) < first + count;) work(i);
  };
  std::vector<std::jthread> workers(std::max(1u, std::thread::hardware_concurrency()));
  for (std::jthread& w : workers) w = std::jthread(worker);
  workers.clear();  // joins
}

long biased_wins(const CardSet& cards, const MatchSetup& setup, const bots::BuildBias& bias,
                 std::uint64_t seed, long first, long count) {
  std::atomic<long> wins = 0;
  on_every_core(first, count, [&](long g) {
    const auto game_seed = base::derive_seed(seed, static_cast<std::uint64_t>(g));
    wins += biased_seat_wins(cards, setup, bias, game_seed, static_cast<int>(g % setup.players));
  });
  return wins;
}

}  // namespace machikoro::tune
