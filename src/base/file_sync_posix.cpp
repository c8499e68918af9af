#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "file_sync.hpp"

namespace base::detail {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what) {
  throw Error(utf8_string(path) + ": " + what + ": " + std::strerror(errno));
}

}  // namespace

void write_synced(const std::filesystem::path& path, const std::string& content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(path, "cannot create");
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      ::unlink(path.c_str());
      fail(path, "cannot write");
    }
    written += static_cast<std::size_t>(n);
  }
  const bool synced = ::fsync(fd) == 0;
  ::close(fd);
  if (!synced) {
    ::unlink(path.c_str());
    fail(path, "cannot sync");
  }
}

void replace_synced(const std::filesystem::path& from, const std::filesystem::path& to) {
  if (::rename(from.c_str(), to.c_str()) != 0) {
    ::unlink(from.c_str());
    fail(to, "cannot replace");
  }
  // The rename is durable once the folder holding both names is on disk.
  const std::filesystem::path dir = to.has_parent_path() ? to.parent_path() : ".";
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) fail(dir, "cannot open to sync");
  const bool ok = ::fsync(fd) == 0;
  ::close(fd);
  if (!ok) fail(dir, "cannot sync");
}

}  // namespace base::detail
