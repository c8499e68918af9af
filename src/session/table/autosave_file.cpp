#include "table/autosave_file.hpp"

#include "base/atomic_file.hpp"

namespace table {

bool AutosaveFile::exists() const {
  std::error_code error;
  return std::filesystem::exists(path_, error);
}

void AutosaveFile::write(const std::string& text) const {
  std::filesystem::create_directories(path_.parent_path());
  base::write_file_atomically(path_, text);
}

void AutosaveFile::remove() const {
  std::error_code error;
  std::filesystem::remove(path_, error);
}

std::optional<std::filesystem::path> AutosaveFile::set_aside() const {
  return base::set_aside_file(path_);
}

}  // namespace table
