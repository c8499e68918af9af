#include "data_root.hpp"

#ifdef _WIN32
#include <windows.h>
#endif

#include <cstdlib>
#include <stdexcept>
#include <system_error>

#include "base/utf8_path.hpp"

namespace paths {
namespace {

std::filesystem::path installed_candidate(const std::filesystem::path& exe_dir) {
  return (exe_dir / MYCITY_DATA_FROM_BIN).lexically_normal();
}

std::filesystem::path build_tree_candidate(const std::filesystem::path& exe_dir) {
  return exe_dir / "share" / "mycity";
}

bool holds_campaigns(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_directory(dir / "campaigns", ec);
}

// Where the running program's file is: Linux names it in /proc, Windows answers in UTF-16.
std::filesystem::path program_path() {
#ifdef _WIN32
  std::wstring name(MAX_PATH, L'\0');
  for (;;) {
    const DWORD n = ::GetModuleFileNameW(nullptr, name.data(), static_cast<DWORD>(name.size()));
    if (n == 0) throw std::runtime_error("cannot tell where the program is (GetModuleFileNameW)");
    if (n < name.size()) return name.substr(0, n);
    name.resize(name.size() * 2);
  }
#else
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec)
    throw std::runtime_error("cannot tell where the program is (/proc/self/exe: " + ec.message() +
                             "); MYCITY_DATA and MYCITY_ASSETS can name the folders");
  return exe;
#endif
}

}  // namespace

std::optional<std::filesystem::path> find_data_root(const std::filesystem::path& exe_dir) {
  for (const std::filesystem::path& dir :
       {installed_candidate(exe_dir), build_tree_candidate(exe_dir)})
    if (holds_campaigns(dir)) return dir;
  return std::nullopt;
}

std::filesystem::path data_root() {
  const std::filesystem::path exe_dir = program_path().parent_path();
  if (std::optional<std::filesystem::path> root = find_data_root(exe_dir)) return *root;
  throw std::runtime_error("the game data (campaigns/, assets/) is in neither " +
                           base::utf8_string(installed_candidate(exe_dir)) + " nor " +
                           base::utf8_string(build_tree_candidate(exe_dir)) +
                           "; MYCITY_DATA (campaigns/) and MYCITY_ASSETS (assets/) can name them");
}

std::filesystem::path locale_dir() {
  // Not base::utf8_path: getenv answers in the ANSI code page on Windows, as path(const char*)
  // reads it.
  if (const char* env = std::getenv("MYCITY_LOCALE"); env != nullptr && *env != '\0') return env;
  return (data_root() / ".." / "locale").lexically_normal();
}

}  // namespace paths
