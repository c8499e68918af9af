// Finding the game's data from the executable's folder: installed (bin/ -> share/mycity/) and
// in the build tree (build/share/mycity/).
#include <catch2/catch.hpp>
#include <filesystem>
#include <random>

#include "data_root.hpp"

namespace fs = std::filesystem;
using paths::find_data_root;

namespace {

// A fresh, empty folder under the temporary directory, removed at the end of the test.
class ScratchDir {
 public:
  ScratchDir()
      : dir_(fs::temp_directory_path() /
             ("mycity-data-root-" + std::to_string(std::random_device{}()))) {
    fs::create_directories(dir_);
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  const fs::path& path() const { return dir_; }

 private:
  fs::path dir_;
};

}  // namespace

TEST_CASE("An installed tree finds share/mycity beside bin/", "[paths]") {
  ScratchDir prefix;
  fs::create_directories(prefix.path() / "bin");
  fs::create_directories(prefix.path() / "share/mycity/campaigns");
  CHECK(find_data_root(prefix.path() / "bin") == prefix.path() / "share/mycity");
}

TEST_CASE("The build tree finds share/mycity inside the executable's folder", "[paths]") {
  ScratchDir build;
  fs::create_directories(build.path() / "share/mycity/campaigns");
  CHECK(find_data_root(build.path()) == build.path() / "share/mycity");
}

TEST_CASE("A share/mycity without campaigns/ is not the game's data", "[paths]") {
  ScratchDir prefix;
  fs::create_directories(prefix.path() / "bin/share/mycity");
  fs::create_directories(prefix.path() / "share/mycity/assets");
  CHECK_FALSE(find_data_root(prefix.path() / "bin").has_value());
}
