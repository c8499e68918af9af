// The subcommands of mycity-cli (formats.md). Each returns the process exit code:
// 0 success, 1 invalid input. They print one JSON document on stdout.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "mycity/campaign_content.hpp"
#include "mycity/content.hpp"
#include "mycity/record.hpp"

namespace cli {

// A record file replayed. A legacy episode replays on the boards it carries with its
// campaign's rules, which the game points into: the campaign is kept alongside.
struct ReplayedRecord {
  mycity::Record record;
  std::unique_ptr<mycity::CampaignDef> campaign;
  std::optional<mycity::Game> game;
};
// Throws the record loader's errors, naming `file`.
ReplayedRecord replay_record_file(const mycity::Catalogue& catalogue, const std::string& file,
                                  const std::filesystem::path& campaign_file,
                                  bool require_complete);

// `campaign_file`: the campaign a legacy episode record is replayed in. `partial` scores a
// game still in progress (the app's autosave) as it stands instead of refusing it.
int run_replay(const mycity::Catalogue& catalogue, const std::string& file,
               const std::filesystem::path& campaign_file, bool partial);

struct LegalOptions {
  std::string mode;
  std::string piece;
  std::string record;                    // empty: an empty board
  int player = 0;                        // seat, from 0
  std::vector<std::string> house_rules;  // without a record (a record names its own)
};
int run_legal(const mycity::Catalogue& catalogue, const LegalOptions& options,
              const std::filesystem::path& campaign_file);

struct SimulateOptions {
  std::string mode;
  int players = 2;
  int games = 1;
  std::uint64_t seed = 1;
  bool players_given = false;
  std::string bot = "greedy";     // every seat, unless `bots` names one per seat
  std::vector<std::string> bots;  // one per seat: the player count
  bool rotate_seats = false;      // computer player i sits at seat (i + game) mod players
  std::string records_dir;        // empty: write no records
  std::vector<std::string> house_rules;
  std::optional<std::uint64_t> board_seed;  // every game on the board made from it
  int new_boards = 0;                       // a new board every so many games (0: none)
};
// `campaign_file`: the campaign whose episodes are modes too ("legacy-22").
int run_simulate(const mycity::Catalogue& catalogue, const SimulateOptions& options,
                 const std::filesystem::path& campaign_file);

// analyse_command.cpp: the hindsight best and the costly actions of a finished record.
int run_analyse(const mycity::Catalogue& catalogue, const std::string& file,
                const std::filesystem::path& campaign_file, std::uint64_t seed, bool json);

// campaign_commands.cpp
int run_check_save(const mycity::Catalogue& catalogue, const mycity::CampaignDef& campaign,
                   const std::string& file);

struct CampaignSimulateOptions {
  int players = 2;
  std::uint64_t seed = 1;
  std::string bot = "greedy";
  std::string save;            // empty: write no save
  std::optional<int> stop_at;  // stop as this episode begins (a save to go on from)
};
int run_campaign_simulate(const mycity::Catalogue& catalogue, const mycity::CampaignDef& campaign,
                          const CampaignSimulateOptions& options);

}  // namespace cli
