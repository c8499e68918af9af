// Finished games and campaign episodes kept as game records (formats.md) in the save
// folder, so a group can look at last night's game again: listed newest first, never
// overwritten.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "mycity/campaign.hpp"
#include "mycity/game.hpp"
#include "mycity/record.hpp"
#include "table/result.hpp"

namespace mycity::session {

struct FinishedGameFile {
  std::filesystem::path path;
  std::string title;  // "2026-11-25 21-40 Ann, Ben": the file name without its extension
  int episode = 0;    // a campaign episode's number (", episode 5" ends its title); 0: Eternity
};

// A kept game read back: its record, the game before the first action, and the end.
struct KeptGame {
  Record record;
  Game start;
  Game end;
};

// A kept game as the list shows it: each player's final score and the winners, or, when
// its file cannot be read, why in words and the reader's own error.
struct FinishedGameSummary {
  FinishedGameFile file;
  std::optional<GameResult> result;
  std::string problem;  // "" when readable
  std::string detail;
};

class FinishedGames {
 public:
  // `dir`: the folder of the records (<save-dir>/records).
  explicit FinishedGames(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // Writes a finished game's record as "<date time> <names>.mcrec.json", a campaign
  // episode's as "<date time> <names>, episode <n>.mcrec.json" (" (2)"… when taken);
  // returns the file. Throws Error when it cannot be written.
  std::filesystem::path keep(const Record& record, const Catalogue& catalogue,
                             std::chrono::system_clock::time_point when) const;

  // The kept games, newest first (the names start with the date).
  std::vector<FinishedGameFile> list() const;
  // The same, each read and replayed (a campaign episode with `campaign`).
  std::vector<FinishedGameSummary> summaries(const Catalogue& catalogue,
                                             const CampaignDef* campaign) const;

  // Moves a kept game's file into "<dir>/trash" (" (2)"… when the name is taken there), so
  // a click never loses it; returns where it went. Throws Error when it cannot be moved.
  std::filesystem::path move_to_trash(const std::filesystem::path& file) const;

  // A kept game replayed, or words saying that it cannot be read. A campaign episode needs
  // its campaign (`campaign` null: refused).
  static table::Result<KeptGame> load(const Catalogue& catalogue, const CampaignDef* campaign,
                                      const std::filesystem::path& file);

 private:
  std::filesystem::path dir_;
};

// The game before its first action, for a finished game's analysis and replay; a campaign
// episode's needs its campaign.
Game opening_of(const Catalogue& catalogue, const CampaignDef* campaign, const Record& record);
// A finished game's result: its record replayed to the end (a campaign episode's with its
// campaign, refused when null); throws Error when it does not replay to the end.
GameResult final_result(const Catalogue& catalogue, const CampaignDef* campaign,
                        const Record& record);
// A finished game's record replayed to its start and end (a campaign episode's with its
// campaign); throws Error when it does not replay to the end.
KeptGame kept_game(const Catalogue& catalogue, const CampaignDef* campaign, Record record);
// A scored episode of `campaign` as a kept game, for the analysis of the episode just played.
KeptGame kept_episode(const Campaign& campaign, const EpisodeLog& log);

}  // namespace mycity::session
