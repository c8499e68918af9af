#include "commands.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <memory>

#include "mycity/bots.hpp"
#include "mycity/campaign.hpp"
#include "mycity/error.hpp"
#include "mycity/record.hpp"
#include "result_json.hpp"

namespace mycity::cli {

namespace {

const Ruleset& require_mode(const Catalogue& catalogue, const std::string& mode) {
  const Ruleset* rules = catalogue.find_ruleset(mode);
  if (rules == nullptr) throw Error("--mode: unknown mode \"" + mode + "\"");
  return *rules;
}

nlohmann::json placement_json(const Catalogue& catalogue, const Placement& p) {
  return {{"piece", catalogue.piece(p.piece).id},
          {"rot", p.rot},
          {"flip", p.flip},
          {"x", p.x},
          {"y", p.y}};
}

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

void write_record_file(const std::filesystem::path& path, const nlohmann::json& record) {
  if (std::filesystem::exists(path))
    throw Error(path.string() + ": already exists; not overwritten");
  std::ofstream out(path);
  out << record.dump(2) << '\n';
  if (!out) throw Error(path.string() + ": cannot write");
}

// A record file replayed. A legacy episode replays on the boards it carries with its
// campaign's rules, which the game points into: the campaign is kept alongside.
struct ReplayedRecord {
  Record record;
  std::unique_ptr<CampaignDef> campaign;
  std::optional<Game> game;
};

ReplayedRecord replay_record_file(const Catalogue& catalogue, const std::string& file,
                                  const std::filesystem::path& campaign_file,
                                  bool require_complete) {
  ReplayedRecord replayed{read_record_file(file, catalogue), nullptr, std::nullopt};
  const Record& record = replayed.record;
  if (record.legacy)
    replayed.campaign = std::make_unique<CampaignDef>(load_campaign(campaign_file, catalogue));
  try {
    replayed.game.emplace(
        replayed.campaign ? replay_legacy(catalogue, *replayed.campaign, record, require_complete)
                          : replay(catalogue, record, require_complete));
  } catch (const RecordError& e) {
    throw RecordError(file + ": " + e.what());
  }
  return replayed;
}

// Where a game in progress stands, for a person who expected a finished record.
std::string unfinished_game_text(const Game& game) {
  const int seat = game.to_act();
  return "the game is not finished: round " + std::to_string(game.round()) + " waits for player " +
         std::to_string(seat + 1) + " (" + game.player(seat).name + "), " +
         std::to_string(game.cards_revealed()) + " of " + std::to_string(game.deck().size()) +
         " cards revealed";
}

}  // namespace

int run_replay(const Catalogue& catalogue, const std::string& file,
               const std::filesystem::path& campaign_file, bool partial) {
  const ReplayedRecord replayed = replay_record_file(catalogue, file, campaign_file, false);
  const Game& game = *replayed.game;
  if (!game.over() && !partial)
    throw Error(file + ": " + unfinished_game_text(game) + "; replay --partial scores it so far");
  GameResult result = game.result();
  if (replayed.campaign && game.over())
    award_episode_progress(replayed.campaign->episode(replayed.record.legacy->episode), result);
  nlohmann::json out = result_to_json(result);
  if (partial) out["finished"] = game.over();
  std::cout << out.dump(2) << '\n';
  return 0;
}

int run_legal(const Catalogue& catalogue, const LegalOptions& options,
              const std::filesystem::path& campaign_file) {
  const auto piece = catalogue.find_piece(options.piece);
  if (!piece) throw Error("--piece: unknown building \"" + options.piece + "\"");
  ReplayedRecord replayed;
  std::optional<Game>& game = replayed.game;
  if (options.record.empty()) {
    const Ruleset& rules = require_mode(catalogue, options.mode);
    const std::vector<std::string> names(static_cast<std::size_t>(rules.min_players), "");
    game.emplace(Game::on_printed_board(catalogue, rules, names, rules.deck,
                                        house_rules_from_ids(options.house_rules)));
  } else {
    // A legacy episode's mode ("legacy-21") is in its campaign, not among the modes.
    replayed = replay_record_file(catalogue, options.record, campaign_file, false);
    if (!replayed.record.legacy) require_mode(catalogue, options.mode);
    if (replayed.record.mode != options.mode) {
      throw Error(options.record + ": the record is for mode \"" + replayed.record.mode +
                  "\", not \"" + options.mode + "\"");
    }
  }
  if (options.player < 0 || options.player >= game->player_count()) {
    throw Error("--player: seat " + std::to_string(options.player) + " does not exist (0 to " +
                std::to_string(game->player_count() - 1) + ")");
  }
  nlohmann::json out = nlohmann::json::array();
  const City& city = game->player(options.player).city;
  if (city.has_built(*piece)) {
    std::cerr << "note: player " << options.player << " has already built " << options.piece
              << '\n';
  } else {
    for (const Placement& p : legal_placements(catalogue, city, *piece, game->house_rules()))
      out.push_back(placement_json(catalogue, p));
  }
  std::cout << out.dump() << '\n';
  return 0;
}

int run_simulate(const Catalogue& catalogue, const SimulateOptions& options) {
  const Ruleset& rules = require_mode(catalogue, options.mode);
  auto bot = make_bot(options.bot);
  const HouseRules house_rules = house_rules_from_ids(options.house_rules);
  if (!options.records_dir.empty()) std::filesystem::create_directories(options.records_dir);
  std::vector<std::string> names;
  for (int i = 0; i < options.players; ++i) names.push_back("Bot " + std::to_string(i + 1));
  Stats scores, winning, passes, drops, rounds;
  std::vector<int> wins_by_seat(static_cast<std::size_t>(options.players), 0);
  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < options.games; ++g) {
    const std::uint64_t seed = derive_seed(options.seed, static_cast<std::uint64_t>(g));
    Game game = Game::on_printed_board(catalogue, rules, names, shuffled_deck(rules.deck, seed),
                                       house_rules);
    Rng rng(derive_seed(seed, 1));
    play_out(game, *bot, rng);
    const GameResult result = game.result();
    for (int s = 0; s < options.players; ++s) {
      const PlayerResult& r = result.players[static_cast<std::size_t>(s)];
      scores.add(r.score);
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
      write_record_file(std::filesystem::path(options.records_dir) / name,
                        record_to_json(record_of(game), catalogue));
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const nlohmann::json out = {
      {"mode", rules.id},
      {"players", options.players},
      {"games", options.games},
      {"seed", options.seed},
      {"bot", options.bot},
      {"house_rules", options.house_rules},
      {"score", scores.to_json()},
      {"winning_score", winning.to_json()},
      {"passes_per_player", passes.to_json()},
      {"drop_outs_per_game", drops.sum / std::max(1, options.games)},
      {"rounds", rounds.to_json()},
      {"wins_by_seat", wins_by_seat},
      {"games_per_second", seconds > 0 ? options.games / seconds : 0.0},
  };
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace mycity::cli
