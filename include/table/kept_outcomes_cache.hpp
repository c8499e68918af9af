// A game's kept games as the statistics read them, remembered per record file (issue 32):
// read a slice at a time, so that the screen keeps drawing while 10,000 are read, and read
// once, so that coming back reads only the games kept since. Nothing is written: the record
// files stay the only copy, and a file gone from the folder leaves the statistics.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "table/player_statistics.hpp"

namespace table {

// A kept file read back: the part of the statistics it counts in (My City keeps Eternity
// games and campaign episodes apart; 0 when a game has one part), the shared deal it was
// played from when it was one (My City: the day's code; empty otherwise) and its outcome.
struct KeptOutcome {
  int part = 0;
  std::string deal;
  GameOutcome outcome;
};

class KeptOutcomesCache {
 public:
  // The game's kept files, oldest first.
  using Lister = std::function<std::vector<std::filesystem::path>()>;
  // One file read and replayed; nothing when it does not replay. Never throws.
  using Reader = std::function<std::optional<KeptOutcome>(const std::filesystem::path&)>;

  KeptOutcomesCache(Lister list, Reader read) : list_(std::move(list)), read_(std::move(read)) {}

  // Lists the files anew: those gone are forgotten, those not read yet wait for read_for.
  void relist();
  // Reads waiting files, oldest first, until `budget` has passed (one file at least); true
  // when none waits any more.
  bool read_for(std::chrono::steady_clock::duration budget);
  // Lists the files anew and reads every one waiting, all at once.
  void catch_up();

  std::size_t listed() const { return files_.size(); }
  std::size_t waiting() const { return waiting_.size(); }
  // The outcomes of `part` among the files read, oldest first.
  std::vector<GameOutcome> games(int part) const;
  // The outcomes of the games played from `deal` among the files read, oldest first, but
  // the file `leave_out`.
  std::vector<GameOutcome> dealt_games(const std::string& deal,
                                       const std::filesystem::path& leave_out = {}) const;
  // The file name of the newest game of `part` read ("" when none): kept files are named
  // by the date and time they were kept (record_shelf.hpp), so names compare as times.
  std::string newest_name(int part) const;
  // The files read that do not replay (the list of finished games says why).
  int unreadable() const;

 private:
  void read_next();
  // The outcomes of the files read that `keep` takes, oldest first.
  std::vector<GameOutcome> games_where(
      const std::function<bool(const std::filesystem::path&, const KeptOutcome&)>& keep) const;

  Lister list_;
  Reader read_;
  std::vector<std::filesystem::path> files_;    // as last listed, oldest first
  std::vector<std::filesystem::path> waiting_;  // not read yet, newest first: read from the back
  // By the file's path in the system's own string (UTF-16 on Windows): comparing paths goes
  // component by component.
  std::unordered_map<std::filesystem::path::string_type, std::optional<KeptOutcome>> read_files_;
};

}  // namespace table
