// Where mycity-cli finds campaigns/: --data, else $MYCITY_DATA, else the source tree's.
#pragma once

#include <cstdlib>
#include <string>

namespace mycity::cli {

inline std::string resolve_data_dir(const std::string& option) {
  if (!option.empty()) return option;
  if (const char* env = std::getenv("MYCITY_DATA"); env != nullptr && *env != '\0') return env;
  return MYCITY_DEFAULT_DATA_DIR;
}

}  // namespace mycity::cli
