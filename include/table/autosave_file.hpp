// The file a game in progress is kept in after every action, for any game: written whole and
// atomically (a crash leaves the previous save), with the save before it kept as a backup
// ("<file>.bak"), removed once the game is over, moved aside with its backup when it cannot
// be read so a new game never overwrites them; the game then goes on from the backup.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace table {

// A save that could not be read, moved aside with what goes with it.
struct SetAsideFiles {
  std::vector<std::filesystem::path> moved;     // where each file went
  std::vector<std::filesystem::path> stuck;     // files that could not be moved
  std::optional<std::filesystem::path> backup;  // where the save's backup went
};

class AutosaveFile {
 public:
  explicit AutosaveFile(std::filesystem::path path) : path_(std::move(path)) {}

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path backup_path() const;
  bool exists() const;
  // Creates the folder if needed, keeps the file there before as the backup; throws
  // base::Error when the file cannot be written.
  void write(const std::string& text) const;
  // The file and its backup: the game is over.
  void remove() const;
  // Moves the file, when there is one, aside (base::set_aside_file()): where it went, listed
  // in `out` with a file that could not move.
  std::optional<std::filesystem::path> set_aside(SetAsideFiles& out) const;
  // set_aside(), and the backup too: out.backup.
  void set_aside_with_backup(SetAsideFiles& out) const;

 private:
  std::filesystem::path path_;
};

}  // namespace table
