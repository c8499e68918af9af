#include "commands.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "base/error.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign.hpp"
#include "mycity/record.hpp"
#include "result_json.hpp"

namespace cli {

namespace {

const mycity::Ruleset& require_mode(const mycity::Catalogue& catalogue, const std::string& mode) {
  const mycity::Ruleset* rules = catalogue.find_ruleset(mode);
  if (rules == nullptr) throw base::Error("--mode: unknown mode \"" + mode + "\"");
  return *rules;
}

}  // namespace

ReplayedRecord replay_record_file(const mycity::Catalogue& catalogue, const std::string& file,
                                  const std::filesystem::path& campaign_file,
                                  bool require_complete) {
  ReplayedRecord replayed{read_record_file(file, catalogue), nullptr, std::nullopt};
  const mycity::Record& record = replayed.record;
  if (record.legacy)
    replayed.campaign =
        std::make_unique<mycity::CampaignDef>(load_campaign(campaign_file, catalogue));
  try {
    replayed.game.emplace(
        replayed.campaign ? replay_legacy(catalogue, *replayed.campaign, record, require_complete)
                          : replay(catalogue, record, require_complete));
  } catch (const base::RecordError& e) {
    throw base::RecordError(file + ": " + e.what());
  }
  return replayed;
}

namespace {

// Where a game in progress stands, for a person who expected a finished record.
std::string unfinished_game_text(const mycity::Game& game) {
  const int seat = game.to_act();
  return "the game is not finished: round " + std::to_string(game.round()) + " waits for player " +
         std::to_string(seat + 1) + " (" + game.player(seat).name + "), " +
         std::to_string(game.cards_revealed()) + " of " + std::to_string(game.deck().size()) +
         " cards revealed";
}

}  // namespace

int run_replay(const mycity::Catalogue& catalogue, const std::string& file,
               const std::filesystem::path& campaign_file, bool partial) {
  const ReplayedRecord replayed = replay_record_file(catalogue, file, campaign_file, false);
  const mycity::Game& game = *replayed.game;
  if (!game.over() && !partial)
    throw base::Error(file + ": " + unfinished_game_text(game) +
                      "; replay --partial scores it so far");
  mycity::GameResult result = game.result();
  if (replayed.campaign && game.over())
    award_episode_progress(replayed.campaign->episode(replayed.record.legacy->episode), result);
  nlohmann::json out = result_to_json(result);
  if (partial) out["finished"] = game.over();
  std::cout << out.dump(2) << '\n';
  return 0;
}

int run_legal(const mycity::Catalogue& catalogue, const LegalOptions& options,
              const std::filesystem::path& campaign_file) {
  const auto piece = catalogue.find_piece(options.piece);
  if (!piece) throw base::Error("--piece: unknown building \"" + options.piece + "\"");
  ReplayedRecord replayed;
  std::optional<mycity::Game>& game = replayed.game;
  if (options.record.empty()) {
    const mycity::Ruleset& rules = require_mode(catalogue, options.mode);
    const std::vector<std::string> names(static_cast<std::size_t>(rules.min_players), "");
    game.emplace(mycity::Game::on_printed_board(catalogue, rules, names, rules.deck,
                                                mycity::house_rules_from_ids(options.house_rules)));
  } else {
    // A legacy episode's mode ("legacy-21") is in its campaign, not among the modes.
    replayed = replay_record_file(catalogue, options.record, campaign_file, false);
    if (!replayed.record.legacy) require_mode(catalogue, options.mode);
    if (replayed.record.mode != options.mode) {
      throw base::Error(options.record + ": the record is for mode \"" + replayed.record.mode +
                        "\", not \"" + options.mode + "\"");
    }
  }
  if (options.player < 0 || options.player >= game->player_count()) {
    throw base::Error("--player: seat " + std::to_string(options.player) +
                      " does not exist (0 to " + std::to_string(game->player_count() - 1) + ")");
  }
  nlohmann::json out = nlohmann::json::array();
  const mycity::City& city = game->player(options.player).city;
  if (city.has_built(*piece)) {
    std::cerr << "note: player " << options.player << " has already built " << options.piece
              << '\n';
  } else {
    for (const mycity::Placement& p :
         legal_placements(catalogue, city, *piece, game->house_rules()))
      out.push_back(placement_json(catalogue, p));
  }
  std::cout << out.dump() << '\n';
  return 0;
}

}  // namespace cli
