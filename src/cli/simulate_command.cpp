// `mycity-cli simulate` (formats.md): a series of games with a computer player per seat,
// optionally rotating the seats, with each player's scores, wins and decision times.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <limits>
#include <map>
#include <memory>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "commands.hpp"
#include "mycity/bots.hpp"
#include "mycity/record.hpp"
#include "mycity/turn_rules.hpp"
#include "record_file.hpp"
#include "simulate_table.hpp"

namespace cli {

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
  void merge(const Stats& o) {
    count += o.count;
    sum += o.sum;
    min = std::min(min, o.min);
    max = std::max(max, o.max);
  }
  nlohmann::json to_json() const {
    if (count == 0) return {{"mean", 0}, {"min", 0}, {"max", 0}};
    return {{"mean", sum / static_cast<double>(count)}, {"min", min}, {"max", max}};
  }
};

// What a computer player's games came to: one entry a seat in a game.
struct Outcomes {
  Stats scores;
  int wins = 0;
  int drop_outs = 0;        // R13
  int early_drop_outs = 0;  // with rounds still to come, so at least one building missed
  void merge(const Outcomes& o) {
    scores.merge(o.scores);
    wins += o.wins;
    drop_outs += o.drop_outs;
    early_drop_outs += o.early_drop_outs;
  }
  void write(nlohmann::json& out) const {
    const double games = static_cast<double>(std::max(1LL, scores.count));
    out["score"] = scores.to_json();
    out["win_share"] = wins / games;
    out["drop_out_share"] = drop_outs / games;
    out["early_drop_out_share"] = early_drop_outs / games;
  }
};

// The rounds the whole deck plays (R15, R16), however early the game ended.
int deck_rounds(const mycity::Catalogue& catalogue, const mycity::Game& game) {
  std::vector<int> pieces;
  for (const std::string& card : game.deck())
    pieces.push_back(card == mycity::kBlockCard ? -1 : catalogue.find_piece(card).value_or(-1));
  std::size_t next = 0;
  int rounds = 0;
  while (mycity::reveal_round_piece(pieces, next, nullptr) >= 0) ++rounds;
  return rounds;
}

// What `seat` came to in a finished game.
Outcomes outcome_of(const mycity::Game& game, const mycity::GameResult& result, int seat,
                    int rounds) {
  const mycity::PlayerResult& r = result.players[static_cast<std::size_t>(seat)];
  Outcomes o;
  o.scores.add(r.score);
  o.wins = r.rank == 1 ? 1 : 0;
  const auto& turns = game.turns();
  for (std::size_t t = 0; t < turns.size(); ++t) {
    const auto& action = turns[t][static_cast<std::size_t>(seat)];
    if (!action || action->kind != mycity::ActionKind::Drop) continue;
    o.drop_outs = 1;
    o.early_drop_outs = static_cast<int>(t) + 1 < rounds ? 1 : 0;
  }
  return o;
}

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
  std::unique_ptr<mycity::Bot> player;
  Outcomes outcomes;
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

nlohmann::json by_bot_json(const std::vector<ComputerPlayer>& players) {
  nlohmann::json out = nlohmann::json::object();
  for (const ComputerPlayer& p : players) {
    if (out.contains(p.bot)) continue;
    Outcomes outcomes;
    int seats = 0;
    std::vector<double> ms;
    for (const ComputerPlayer& q : players) {
      if (q.bot != p.bot) continue;
      ++seats;
      outcomes.merge(q.outcomes);
      ms.insert(ms.end(), q.decision_ms.begin(), q.decision_ms.end());
    }
    nlohmann::json& entry = out[p.bot];
    entry["seats"] = seats;
    outcomes.write(entry);
    entry["decision_ms"] = times_json(std::move(ms));
  }
  return out;
}

// The games of one board of --new-boards, by computer player.
struct BoardSeries {
  std::uint64_t seed = 0;
  int games = 0;
  std::map<std::string, Outcomes> by_bot;
  nlohmann::json to_json() const {
    nlohmann::json bots = nlohmann::json::object();
    for (const auto& [bot, outcomes] : by_bot) outcomes.write(bots[bot]);
    return {{"seed", seed}, {"games", games}, {"by_bot", bots}};
  }
};

// Board `index` of a --new-boards series: the seed its first game would have, derived once
// more (the bots take index 1).
std::uint64_t series_board_seed(std::uint64_t seed, int index) {
  return base::derive_seed(base::derive_seed(seed, static_cast<std::uint64_t>(index)), 2);
}

}  // namespace

int run_simulate(const mycity::Catalogue& catalogue, const SimulateOptions& options,
                 const std::filesystem::path& campaign_file) {
  const mycity::Ruleset* rules = catalogue.find_ruleset(options.mode);
  std::unique_ptr<mycity::CampaignDef> campaign;
  int episode = 0;
  if (rules == nullptr) {
    // A legacy episode's mode ("legacy-22") is in its campaign, not among the modes.
    campaign = std::make_unique<mycity::CampaignDef>(load_campaign(campaign_file, catalogue));
    episode = legacy_episode_of(*campaign, options.mode);
    if (episode == 0) throw base::Error("--mode: unknown mode \"" + options.mode + "\"");
  }
  if (campaign && (options.board_seed || options.new_boards > 0))
    throw base::Error("--board-seed, --new-boards: a legacy episode is on its campaign's boards");
  const std::vector<std::string> bots = seat_bots(options);
  const int seats = static_cast<int>(bots.size());
  std::vector<ComputerPlayer> players;
  for (const std::string& bot : bots) players.push_back({bot, mycity::make_bot(bot), {}, {}});
  const mycity::HouseRules house_rules = mycity::house_rules_from_ids(options.house_rules);
  if (!options.records_dir.empty())
    std::filesystem::create_directories(base::utf8_path(options.records_dir));
  Stats scores, winning, passes, drops, rounds;
  std::vector<BoardSeries> boards;
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
    mycity::BoardChoice board{options.board_seed};
    if (options.new_boards > 0) {
      if (g % options.new_boards == 0)
        boards.push_back({series_board_seed(options.seed, g / options.new_boards), 0, {}});
      board.seed = boards.back().seed;
    }
    SimulateTable table =
        campaign ? SimulateTable(catalogue, *campaign, episode, names, seed, house_rules)
                 : SimulateTable(catalogue, *rules, names, seed, house_rules, board);
    base::Rng rng(base::derive_seed(seed, 1));
    while (!table.game().over()) {
      ComputerPlayer& p = players[at_seat[static_cast<std::size_t>(table.game().to_act())]];
      const auto before = std::chrono::steady_clock::now();
      const mycity::Action action = p.player->choose(table.game(), rng);
      p.decision_ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before)
              .count());
      if (auto violation = table.apply(action)) {
        throw base::Error("bot " + p.bot + " chose an illegal action: " + violation->reason);
      }
    }
    const mycity::Game& game = table.game();
    const mycity::GameResult result = game.result();
    const int deck = deck_rounds(catalogue, game);
    if (!boards.empty()) ++boards.back().games;
    for (int s = 0; s < seats; ++s) {
      const mycity::PlayerResult& r = result.players[static_cast<std::size_t>(s)];
      ComputerPlayer& p = players[at_seat[static_cast<std::size_t>(s)]];
      const Outcomes outcome = outcome_of(game, result, s, deck);
      scores.add(r.score);
      p.outcomes.merge(outcome);
      if (!boards.empty()) boards.back().by_bot[p.bot].merge(outcome);
      passes.add(-r.breakdown[0].points);
      drops.add(game.player(s).dropped ? 1 : 0);
      if (r.rank == 1) {
        winning.add(r.score);
        ++wins_by_seat[static_cast<std::size_t>(s)];
      }
    }
    rounds.add(game.round());
    if (!options.records_dir.empty()) {
      char name[32];
      std::snprintf(name, sizeof name, "game-%05d.mcrec.json", g + 1);
      write_record_file(base::utf8_path(options.records_dir) / name,
                        record_to_json(table.record(), catalogue));
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  nlohmann::json computer_players = nlohmann::json::array();
  for (const ComputerPlayer& p : players) {
    nlohmann::json entry = {{"bot", p.bot}};
    p.outcomes.write(entry);
    entry["decisions"] = p.decision_ms.size();
    entry["decision_ms"] = times_json(p.decision_ms);
    computer_players.push_back(std::move(entry));
  }
  nlohmann::json board_series = nlohmann::json::array();
  for (const BoardSeries& board : boards) board_series.push_back(board.to_json());
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
      {"by_bot", by_bot_json(players)},
      {"board_seed", options.board_seed ? nlohmann::json(*options.board_seed) : nullptr},
      {"new_boards", options.new_boards},
      {"boards", board_series},
      {"games_per_second", seconds > 0 ? options.games / seconds : 0.0},
  };
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace cli
