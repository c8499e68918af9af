// Where mycity-cli finds campaigns/: --data, else $MYCITY_DATA, else the one beside the
// executable (paths::data_root, as the game).
#pragma once

#include <cstdlib>
#include <string>

#include "data_root.hpp"

namespace mycity::cli {

inline std::string resolve_data_dir(const std::string& option) {
  if (!option.empty()) return option;
  if (const char* env = std::getenv("MYCITY_DATA"); env != nullptr && *env != '\0') return env;
  return (paths::data_root() / "campaigns").string();
}

}  // namespace mycity::cli
