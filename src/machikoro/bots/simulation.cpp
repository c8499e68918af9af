#include "machikoro/simulation.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>

#include "machikoro/bots.hpp"

namespace machikoro {

namespace {

constexpr double kZ = 1.959963984540054;  // the normal quantile of 97.5 %
constexpr std::uint64_t kDiceSeed = 1, kDeckSeed = 2, kBotSeed = 16;

struct Seat {
  std::string bot;
  std::unique_ptr<Bot> player;
};

struct Tally {
  long long played = 0, wins = 0, turns = 0;
  std::vector<double> ms;
};

std::string known_bots() {
  std::string out;
  for (const std::string_view name : bot_names())
    out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

}  // namespace

Share wilson(long long wins, long long n) {
  if (n <= 0) return {};
  const double p = static_cast<double>(wins) / static_cast<double>(n);
  const double nn = static_cast<double>(n);
  const double denom = 1 + kZ * kZ / nn;
  const double centre = (p + kZ * kZ / (2 * nn)) / denom;
  const double half = kZ * std::sqrt(p * (1 - p) / nn + kZ * kZ / (4 * nn * nn)) / denom;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

SimulationResult simulate(const CardSet& cards, const SimulationOptions& options,
                          const GameCallback& on_game) {
  const int n = static_cast<int>(options.bots.size());
  std::vector<Seat> entries;
  for (const std::string& name : options.bots) {
    auto bot = make_bot(name);
    if (!bot) throw base::Error("unknown computer player \"" + name + "\"; known: " + known_bots());
    entries.push_back({name, std::move(bot)});
  }
  std::map<std::string, Tally> tally;
  SimulationResult result;
  result.players = n;
  result.games = options.games;
  long long first_wins = 0, turns = 0;
  std::vector<Action> choices;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < options.games; ++g) {
    const std::uint64_t seed = base::derive_seed(options.seed, static_cast<std::uint64_t>(g));
    std::vector<std::size_t> entry_at(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      const int shift = options.rotate_seats ? g % n : 0;
      entry_at[static_cast<std::size_t>((i + shift) % n)] = static_cast<std::size_t>(i);
    }
    Setup setup;
    setup.edition = options.edition;
    setup.supply = options.supply;
    setup.house_rules = options.house_rules;
    std::vector<std::string> seat_bots;
    for (int s = 0; s < n; ++s) {
      seat_bots.push_back(entries[entry_at[static_cast<std::size_t>(s)]].bot);
      setup.players.push_back(seat_bots.back() + " (seat " + std::to_string(s + 1) + ")");
    }
    if (options.supply != SupplyMode::All)
      setup.supply_deck =
          shuffled_supply_deck(cards, options.edition, base::derive_seed(seed, kDeckSeed));
    Game game(cards, std::move(setup));
    game.keep_event_log(false);
    base::Rng dice(base::derive_seed(seed, kDiceSeed));
    std::vector<base::Rng> bot_rngs;
    for (int s = 0; s < n; ++s)
      bot_rngs.emplace_back(base::derive_seed(seed, kBotSeed + static_cast<std::uint64_t>(s)));
    choices.clear();
    while (!game.over()) {
      const Pending pending = game.pending();
      const auto seat = static_cast<std::size_t>(pending.player);
      Seat& entry = entries[entry_at[seat]];
      Action choice;
      if (pending.chance()) {
        choice = roll_dice(game, dice);
      } else {
        const auto before = std::chrono::steady_clock::now();
        choice = entry.player->choose(game, bot_rngs[seat]);
        tally[entry.bot].ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before)
                .count());
      }
      if (const auto refusal = game.apply(choice))
        throw base::Error(entry.bot + " chose " + describe(game.cards(), choice) + ": " +
                          refusal->text());
      if (on_game) choices.push_back(std::move(choice));
    }
    turns += game.turn();
    if (!game.winner()) ++result.unfinished;
    if (game.winner() == game.setup().first) ++first_wins;
    for (int s = 0; s < n; ++s) {
      Tally& t = tally[seat_bots[static_cast<std::size_t>(s)]];
      ++t.played;
      t.turns += game.turn();
      if (game.winner() == s) ++t.wins;
    }
    if (on_game) on_game(FinishedGame{g, game, seat_bots, choices});
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.first_seat = wilson(first_wins, options.games);
  result.mean_turns = options.games > 0 ? static_cast<double>(turns) / options.games : 0;
  for (const Seat& entry : entries) {
    if (std::any_of(result.bots.begin(), result.bots.end(),
                    [&](const BotResult& b) { return b.bot == entry.bot; }))
      continue;
    Tally& t = tally[entry.bot];
    BotResult r;
    r.bot = entry.bot;
    r.seats = static_cast<int>(std::count(options.bots.begin(), options.bots.end(), entry.bot));
    r.played = t.played;
    r.wins = t.wins;
    r.win_share = wilson(t.wins, t.played);
    r.mean_turns = t.played > 0 ? static_cast<double>(t.turns) / static_cast<double>(t.played) : 0;
    r.decisions = static_cast<long long>(t.ms.size());
    if (!t.ms.empty()) {
      std::sort(t.ms.begin(), t.ms.end());
      double sum = 0;
      for (const double ms : t.ms) sum += ms;
      r.decision_ms_mean = sum / static_cast<double>(t.ms.size());
      const auto rank =
          static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(t.ms.size())));
      r.decision_ms_p95 = t.ms[std::clamp<std::size_t>(rank, 1, t.ms.size()) - 1];
      r.decision_ms_max = t.ms.back();
    }
    result.bots.push_back(std::move(r));
  }
  return result;
}

}  // namespace machikoro
