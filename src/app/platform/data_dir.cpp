#include "platform/data_dir.hpp"

#include <cstdlib>

namespace mycity::app {

std::filesystem::path default_data_dir() {
  if (const char* env = std::getenv("MYCITY_DATA"); env != nullptr && *env != '\0') return env;
  return MYCITY_DEFAULT_DATA_DIR;
}

}  // namespace mycity::app
