// `mycity-cli simulate` (formats.md): a series of games with a computer player per seat,
// optionally rotating the seats, with each player's scores, wins and decision times.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "commands.hpp"
#include "mycity/bots.hpp"
#include "mycity/record.hpp"
#include "record_file.hpp"
#include "simulate_table.hpp"

namespace mycity::cli {

namespace {

struct Stats {
  long long count = 0;
  double sum = 0;
  int min = std::numeric_limits<int>::max();
  int max = std::numeric_limits<int>::min();
  void add(int v) {
    ++count;
    sum += v;
    min = std::min(min, v);
    max = std::max(max, v);
  }
  nlohmann::json to_json() const {
    if (count == 0) return {{"mean", 0}, {"min", 0}, {"max", 0}};
    return {{"mean", sum / static_cast<double>(count)}, {"min", min}, {"max", max}};
  }
};

// Decision times in milliseconds: the median, the 95th percentile (nearest rank), the max.
nlohmann::json times_json(std::vector<double> ms) {
  if (ms.empty()) return {{"median", 0}, {"p95", 0}, {"max", 0}};
  std::sort(ms.begin(), ms.end());
  const auto rank = [&](double q) {
    const auto index = static_cast<std::size_t>(q * static_cast<double>(ms.size()) + 0.999999);
    return ms[std::clamp<std::size_t>(index, 1, ms.size()) - 1];
  };
  return {{"median", rank(0.5)}, {"p95", rank(0.95)}, {"max", ms.back()}};
}

// One entry of --bots and everything measured about it.
struct ComputerPlayer {
  std::string bot;
  std::unique_ptr<Bot> player;
  Stats scores;
  int wins = 0;
  std::vector<double> decision_ms;
};

// The seats' bot names: --bots as given, or --bot at every seat.
std::vector<std::string> seat_bots(const SimulateOptions& options) {
  if (options.bots.empty()) {
    return std::vector<std::string>(static_cast<std::size_t>(options.players), options.bot);
  }
  if (options.players_given && options.players != static_cast<int>(options.bots.size())) {
    throw base::Error("--players " + std::to_string(options.players) + " but --bots names " +
                      std::to_string(options.bots.size()) + " computer players");
  }
  return options.bots;
}

nlohmann::json by_bot_json(const std::vector<ComputerPlayer>& players, int games) {
  nlohmann::json out = nlohmann::json::object();
  for (const ComputerPlayer& p : players) {
    if (out.contains(p.bot)) continue;
    Stats scores;
    int wins = 0, seats = 0;
    std::vector<double> ms;
    for (const ComputerPlayer& q : players) {
      if (q.bot != p.bot) continue;
      ++seats;
      wins += q.wins;
      ms.insert(ms.end(), q.decision_ms.begin(), q.decision_ms.end());
      scores.count += q.scores.count;
      scores.sum += q.scores.sum;
      scores.min = std::min(scores.min, q.scores.min);
      scores.max = std::max(scores.max, q.scores.max);
    }
    out[p.bot] = {{"seats", seats},
                  {"score", scores.to_json()},
                  {"win_share", static_cast<double>(wins) / std::max(1, games * seats)},
                  {"decision_ms", times_json(std::move(ms))}};
  }
  return out;
}

}  // namespace

int run_simulate(const Catalogue& catalogue, const SimulateOptions& options,
                 const std::filesystem::path& campaign_file) {
  const Ruleset* rules = catalogue.find_ruleset(options.mode);
  std::unique_ptr<CampaignDef> campaign;
  int episode = 0;
  if (rules == nullptr) {
    // A legacy episode's mode ("legacy-22") is in its campaign, not among the modes.
    campaign = std::make_unique<CampaignDef>(load_campaign(campaign_file, catalogue));
    episode = legacy_episode_of(*campaign, options.mode);
    if (episode == 0) throw base::Error("--mode: unknown mode \"" + options.mode + "\"");
  }
  const std::vector<std::string> bots = seat_bots(options);
  const int seats = static_cast<int>(bots.size());
  std::vector<ComputerPlayer> players;
  for (const std::string& bot : bots) players.push_back({bot, make_bot(bot), {}, 0, {}});
  const HouseRules house_rules = house_rules_from_ids(options.house_rules);
  if (!options.records_dir.empty()) std::filesystem::create_directories(options.records_dir);
  Stats scores, winning, passes, drops, rounds;
  std::vector<int> wins_by_seat(static_cast<std::size_t>(seats), 0);
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < options.games; ++g) {
    const std::uint64_t seed = base::derive_seed(options.seed, static_cast<std::uint64_t>(g));
    // With --rotate-seats, computer player i sits at seat (i + g) mod seats in game g.
    std::vector<std::size_t> at_seat(static_cast<std::size_t>(seats));
    std::vector<std::string> names;
    for (int s = 0; s < seats; ++s) {
      const int shift = options.rotate_seats ? g % seats : 0;
      at_seat[static_cast<std::size_t>((s + shift) % seats)] = static_cast<std::size_t>(s);
    }
    for (int s = 0; s < seats; ++s) {
      const std::string& bot = players[at_seat[static_cast<std::size_t>(s)]].bot;
      names.push_back(options.bots.empty() ? "Bot " + std::to_string(s + 1)
                                           : bot + " (seat " + std::to_string(s + 1) + ")");
    }
    SimulateTable table =
        campaign ? SimulateTable(catalogue, *campaign, episode, names, seed, house_rules)
                 : SimulateTable(catalogue, *rules, names, seed, house_rules);
    base::Rng rng(base::derive_seed(seed, 1));
    while (!table.game().over()) {
      ComputerPlayer& p = players[at_seat[static_cast<std::size_t>(table.game().to_act())]];
      const auto before = std::chrono::steady_clock::now();
      const Action action = p.player->choose(table.game(), rng);
      p.decision_ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before)
              .count());
      if (auto violation = table.apply(action)) {
        throw base::Error("bot " + p.bot + " chose an illegal action: " + violation->reason);
      }
    }
    const Game& game = table.game();
    const GameResult result = game.result();
    for (int s = 0; s < seats; ++s) {
      const PlayerResult& r = result.players[static_cast<std::size_t>(s)];
      ComputerPlayer& p = players[at_seat[static_cast<std::size_t>(s)]];
      scores.add(r.score);
      p.scores.add(r.score);
      passes.add(-r.breakdown[0].points);
      drops.add(game.player(s).dropped ? 1 : 0);
      if (r.rank == 1) {
        winning.add(r.score);
        ++wins_by_seat[static_cast<std::size_t>(s)];
        ++p.wins;
      }
    }
    rounds.add(game.round());
    if (!options.records_dir.empty()) {
      char name[32];
      std::snprintf(name, sizeof name, "game-%05d.mcrec.json", g + 1);
      write_record_file(std::filesystem::path(options.records_dir) / name,
                        record_to_json(table.record(), catalogue));
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  nlohmann::json computer_players = nlohmann::json::array();
  for (const ComputerPlayer& p : players) {
    computer_players.push_back(
        {{"bot", p.bot},
         {"score", p.scores.to_json()},
         {"win_share", static_cast<double>(p.wins) / std::max(1, options.games)},
         {"decisions", p.decision_ms.size()},
         {"decision_ms", times_json(p.decision_ms)}});
  }
  const nlohmann::json out = {
      {"mode", options.mode},
      {"players", seats},
      {"games", options.games},
      {"seed", options.seed},
      {"bot", options.bots.empty() ? nlohmann::json(options.bot) : nlohmann::json(nullptr)},
      {"bots", bots},
      {"rotate_seats", options.rotate_seats},
      {"house_rules", options.house_rules},
      {"score", scores.to_json()},
      {"winning_score", winning.to_json()},
      {"passes_per_player", passes.to_json()},
      {"drop_outs_per_game", drops.sum / std::max(1, options.games)},
      {"rounds", rounds.to_json()},
      {"wins_by_seat", wins_by_seat},
      {"computer_players", computer_players},
      {"by_bot", by_bot_json(players, options.games)},
      {"games_per_second", seconds > 0 ? options.games / seconds : 0.0},
  };
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace mycity::cli
