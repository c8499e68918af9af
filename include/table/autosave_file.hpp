// The file a game in progress is kept in after every action, for any game: written whole and
// atomically (a crash leaves the previous save), removed once the game is over, moved aside
// when it cannot be read so a new game never overwrites it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace table {

class AutosaveFile {
 public:
  explicit AutosaveFile(std::filesystem::path path) : path_(std::move(path)) {}

  const std::filesystem::path& path() const { return path_; }
  bool exists() const;
  // Creates the folder if needed; throws base::Error when the file cannot be written.
  void write(const std::string& text) const;
  void remove() const;
  // The new path (base::set_aside_file()), or nothing when the file could not be moved.
  std::optional<std::filesystem::path> set_aside() const;

 private:
  std::filesystem::path path_;
};

}  // namespace table
