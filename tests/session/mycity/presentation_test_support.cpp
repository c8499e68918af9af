#include "session/mycity/presentation_test_support.hpp"

#include <atomic>
#include <chrono>
#include <fstream>

namespace mycity::session::test {

BrokenFile::BrokenFile(const std::string& name, const std::string& text) {
  static std::atomic<int> counter{0};
  const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() /
      ("mycity-presentation-" + std::to_string(stamp) + "-" + std::to_string(++counter));
  std::filesystem::create_directories(dir);
  path_ = dir / name;
  std::ofstream(path_, std::ios::binary) << text;
}

BrokenFile::~BrokenFile() {
  std::error_code ignored;
  std::filesystem::remove_all(path_.parent_path(), ignored);
}

}  // namespace mycity::session::test
