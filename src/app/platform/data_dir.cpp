#include "platform/data_dir.hpp"

#include <cstdlib>

#include "data_root.hpp"

namespace app {
namespace {

std::filesystem::path from_env_or_data_root(const char* variable, const char* folder) {
  // Not base::utf8_path: getenv answers in the ANSI code page on Windows, as path(const char*)
  // reads it.
  if (const char* env = std::getenv(variable); env != nullptr && *env != '\0') return env;
  return paths::data_root() / folder;
}

}  // namespace

std::filesystem::path default_data_dir() {
  return from_env_or_data_root("MYCITY_DATA", "campaigns");
}

std::filesystem::path default_assets_dir() {
  return from_env_or_data_root("MYCITY_ASSETS", "assets");
}

std::filesystem::path default_fonts_dir() {
  return from_env_or_data_root("MYCITY_FONTS", "fonts");
}

}  // namespace app
