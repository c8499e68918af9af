#ifdef _WIN32
#include <windows.h>
#endif

#include <catch2/catch.hpp>
#include <filesystem>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"

namespace fs = std::filesystem;

namespace {
fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("mycity-test-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}
}  // namespace

TEST_CASE("write_file_atomically replaces the content and keeps the previous generation",
          "[files]") {
  const fs::path dir = fresh_dir("atomic");
  const fs::path file = dir / "save.json";
  base::write_file_atomically(file, "first", true);
  CHECK(base::read_small_file(file, 100) == "first");
  CHECK_FALSE(fs::exists(dir / "save.json.bak"));  // nothing to back up yet
  base::write_file_atomically(file, "second", true);
  CHECK(base::read_small_file(file, 100) == "second");
  CHECK(base::read_small_file(dir / "save.json.bak", 100) == "first");
  CHECK_FALSE(fs::exists(dir / "save.json.tmp"));
  fs::remove_all(dir);
}

TEST_CASE("write_file_atomically reports a folder it cannot write and leaves nothing", "[files]") {
  const fs::path missing = fs::temp_directory_path() / "mycity-no-such-dir" / "save.json";
  CHECK_THROWS_WITH(base::write_file_atomically(missing, "x"),
                    Catch::Contains("mycity-no-such-dir") && Catch::Contains("cannot create"));
  CHECK_FALSE(fs::exists(missing));
}

TEST_CASE("read_small_file refuses files over the limit", "[files]") {
  const fs::path dir = fresh_dir("limit");
  base::write_file_atomically(dir / "big.txt", std::string(101, 'x'));
  CHECK_THROWS_AS(base::read_small_file(dir / "big.txt", 100), base::Error);
  CHECK(base::read_small_file(dir / "big.txt", 101).size() == 101);
  fs::remove_all(dir);
}

TEST_CASE("read_small_file says a folder is a folder", "[files]") {
  const fs::path dir = fresh_dir("folder");
  CHECK_THROWS_WITH(base::read_small_file(dir, 100),
                    base::utf8_string(dir) + ": is a folder, not a file");
  fs::remove_all(dir);
}

#ifdef _WIN32
TEST_CASE("a save another program holds open is said in words, and the old one stays", "[files]") {
  const fs::path dir = fresh_dir("locked");
  const fs::path file = dir / base::utf8_path("Szép Város.json");
  base::write_file_atomically(file, "kept");
  // Another program's handle without FILE_SHARE_DELETE: Windows refuses to replace the file.
  const HANDLE other = ::CreateFileW(file.c_str(), GENERIC_READ, FILE_SHARE_READ, nullptr,
                                     OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
  REQUIRE(other != INVALID_HANDLE_VALUE);
  CHECK_THROWS_WITH(
      base::write_file_atomically(file, "new"),
      Catch::Contains("Szép Város.json") && Catch::Contains("another program has the file open"));
  ::CloseHandle(other);
  CHECK(base::read_small_file(file, 100) == "kept");
  CHECK_FALSE(fs::exists(dir / base::utf8_path("Szép Város.json.tmp")));
  fs::remove_all(dir);
}
#endif
