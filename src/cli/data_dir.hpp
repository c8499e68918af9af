// Where mycity-cli finds campaigns/: --data, else $MYCITY_DATA, else the one beside the
// executable (paths::data_root, as the game).
#pragma once

#include <cstdlib>
#include <string>

#include "base/utf8_path.hpp"
#include "data_root.hpp"

namespace cli {

inline std::string resolve_data_dir(const std::string& option) {
  if (!option.empty()) return option;
  // getenv answers in the ANSI code page on Windows, as path(const char*) reads it.
  if (const char* env = std::getenv("MYCITY_DATA"); env != nullptr && *env != '\0')
    return base::utf8_string(std::filesystem::path(env));
  return base::utf8_string(paths::data_root() / "campaigns");
}

}  // namespace cli
