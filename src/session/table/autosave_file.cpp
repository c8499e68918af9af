#include "table/autosave_file.hpp"

#include "base/atomic_file.hpp"

namespace table {

std::filesystem::path AutosaveFile::backup_path() const {
  std::filesystem::path backup = path_;
  backup += ".bak";  // as base::write_file_atomically keeps it
  return backup;
}

bool AutosaveFile::exists() const {
  std::error_code error;
  return std::filesystem::exists(path_, error);
}

void AutosaveFile::write(const std::string& text) const {
  std::filesystem::create_directories(path_.parent_path());
  base::write_file_atomically(path_, text, /*keep_backup=*/true);
}

void AutosaveFile::remove() const {
  std::error_code error;
  std::filesystem::remove(path_, error);
  std::filesystem::remove(backup_path(), error);
}

namespace {

std::optional<std::filesystem::path> move_aside(const std::filesystem::path& file,
                                                SetAsideFiles& out) {
  std::error_code error;
  if (!std::filesystem::exists(file, error)) return std::nullopt;
  const auto moved = base::set_aside_file(file);
  (moved ? out.moved : out.stuck).push_back(moved ? *moved : file);
  return moved;
}

}  // namespace

std::optional<std::filesystem::path> AutosaveFile::set_aside(SetAsideFiles& out) const {
  return move_aside(path_, out);
}

void AutosaveFile::set_aside_with_backup(SetAsideFiles& out) const {
  set_aside(out);
  out.backup = move_aside(backup_path(), out);
}

}  // namespace table
