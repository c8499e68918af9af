#include "base/atomic_file.hpp"

#include <fstream>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "file_sync.hpp"

namespace base {

void write_file_atomically(const std::filesystem::path& path, const std::string& content,
                           bool keep_backup) {
  std::filesystem::path temp = path;
  temp += ".tmp";
  detail::write_synced(temp, content);
  std::error_code error;
  if (keep_backup && std::filesystem::exists(path, error)) {
    // A hard link keeps the previous generation without a window where `path` is missing.
    std::filesystem::path backup = path;
    backup += ".bak";
    std::filesystem::remove(backup, error);
    std::filesystem::create_hard_link(path, backup, error);
    if (error)
      std::filesystem::copy_file(path, backup, std::filesystem::copy_options::overwrite_existing,
                                 error);
  }
  detail::replace_synced(temp, path);
}

std::optional<std::filesystem::path> set_aside_file(const std::filesystem::path& path) {
  std::error_code error;
  for (int n = 1; n < 1000; ++n) {
    std::filesystem::path to = path;
    to += n == 1 ? ".broken" : ".broken-" + std::to_string(n);
    if (std::filesystem::exists(to, error)) continue;
    std::filesystem::rename(path, to, error);
    if (error) return std::nullopt;
    return to;
  }
  return std::nullopt;
}

std::string read_small_file(const std::filesystem::path& path, std::size_t max_bytes) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw Error(utf8_string(path) + ": is a folder, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(utf8_string(path) + ": cannot open the file");
  std::string text;
  char chunk[65536];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    if (text.size() + static_cast<std::size_t>(in.gcount()) > max_bytes) {
      throw Error(utf8_string(path) + ": file is larger than " + std::to_string(max_bytes) +
                  " bytes");
    }
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw Error(utf8_string(path) + ": read error");
  return text;
}

}  // namespace base
