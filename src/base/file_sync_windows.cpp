#include <windows.h>

#include <system_error>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "file_sync.hpp"

namespace base::detail {
namespace {

// The path in UTF-8 (a user folder may be "C:\Users\Зоя"), what failed and why in words.
[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what, DWORD code) {
  std::string why = std::system_category().message(static_cast<int>(code));
  if (code == ERROR_SHARING_VIOLATION || code == ERROR_LOCK_VIOLATION ||
      code == ERROR_ACCESS_DENIED)
    why = "another program has the file open (close it and try again): " + why;
  throw Error(utf8_string(path) + ": " + what + ": " + why);
}

}  // namespace

void write_synced(const std::filesystem::path& path, const std::string& content) {
  const HANDLE file = ::CreateFileW(path.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS,
                                    FILE_ATTRIBUTE_NORMAL, nullptr);
  if (file == INVALID_HANDLE_VALUE) fail(path, "cannot create", ::GetLastError());
  std::size_t written = 0;
  while (written < content.size()) {
    const DWORD chunk =
        static_cast<DWORD>(std::min<std::size_t>(content.size() - written, 1u << 30));
    DWORD n = 0;
    if (!::WriteFile(file, content.data() + written, chunk, &n, nullptr) || n == 0) {
      const DWORD code = ::GetLastError();
      ::CloseHandle(file);
      ::DeleteFileW(path.c_str());
      fail(path, "cannot write", code);
    }
    written += n;
  }
  const bool flushed = ::FlushFileBuffers(file) != 0;
  const DWORD code = ::GetLastError();
  ::CloseHandle(file);
  if (!flushed) {
    ::DeleteFileW(path.c_str());
    fail(path, "cannot flush", code);
  }
}

void replace_synced(const std::filesystem::path& from, const std::filesystem::path& to) {
  // Write-through: the call returns once the move is on the disk.
  if (!::MoveFileExW(from.c_str(), to.c_str(),
                     MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
    const DWORD code = ::GetLastError();
    ::DeleteFileW(from.c_str());
    fail(to, "cannot replace", code);
  }
}

}  // namespace base::detail
