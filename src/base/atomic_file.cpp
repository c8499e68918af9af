#include "base/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "base/error.hpp"

namespace base {

namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what) {
  throw Error(path.string() + ": " + what + ": " + std::strerror(errno));
}

// Flushes a file or directory to disk.
void sync_path(const std::filesystem::path& path, int flags) {
  const int fd = ::open(path.c_str(), flags);
  if (fd < 0) fail(path, "cannot open to sync");
  const bool ok = ::fsync(fd) == 0;
  ::close(fd);
  if (!ok) fail(path, "cannot sync");
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, const std::string& content,
                           bool keep_backup) {
  const std::filesystem::path temp = path.string() + ".tmp";
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(temp, "cannot create");
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      ::unlink(temp.c_str());
      fail(temp, "cannot write");
    }
    written += static_cast<std::size_t>(n);
  }
  const bool synced = ::fsync(fd) == 0;
  ::close(fd);
  if (!synced) {
    ::unlink(temp.c_str());
    fail(temp, "cannot sync");
  }
  std::error_code error;
  if (keep_backup && std::filesystem::exists(path, error)) {
    // A hard link keeps the previous generation without a window where `path` is missing.
    const std::filesystem::path backup = path.string() + ".bak";
    std::filesystem::remove(backup, error);
    std::filesystem::create_hard_link(path, backup, error);
    if (error)
      std::filesystem::copy_file(path, backup, std::filesystem::copy_options::overwrite_existing,
                                 error);
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    ::unlink(temp.c_str());
    fail(path, "cannot replace");
  }
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : ".";
  sync_path(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
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
    throw Error(path.string() + ": is a folder, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path.string() + ": cannot open the file");
  std::string text;
  char chunk[65536];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    if (text.size() + static_cast<std::size_t>(in.gcount()) > max_bytes) {
      throw Error(path.string() + ": file is larger than " + std::to_string(max_bytes) + " bytes");
    }
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw Error(path.string() + ": read error");
  return text;
}

}  // namespace base
