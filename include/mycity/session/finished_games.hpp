// Finished games kept as game records (formats.md) in the save folder, so a group can
// look at last night's game again: listed newest first, never overwritten.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/record.hpp"

namespace mycity::session {

struct FinishedGameFile {
  std::filesystem::path path;
  std::string title;  // "2026-11-25 21-40 Ann, Ben": the file name without its extension
};

// A kept game read back: its record, the game before the first action, and the end.
struct KeptGame {
  Record record;
  Game start;
  Game end;
};

class FinishedGames {
 public:
  // `dir`: the folder of the records (<save-dir>/records).
  explicit FinishedGames(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // Writes a finished game as "<date time> <names>.mcrec.json" (" (2)"… when taken);
  // returns the file. Throws Error when it cannot be written.
  std::filesystem::path keep(const Game& game, std::chrono::system_clock::time_point when) const;

  // The kept games, newest first (the names start with the date).
  std::vector<FinishedGameFile> list() const;

  // A kept Eternity game replayed, or nothing with *error naming the file and the problem.
  static std::optional<KeptGame> load(const Catalogue& catalogue, const std::filesystem::path& file,
                                      std::string* error);

 private:
  std::filesystem::path dir_;
};

// The game before its first action, for a finished game's analysis and replay.
Game opening_of(const Catalogue& catalogue, const Record& record);

}  // namespace mycity::session
