// What the fuzz targets share: a scratch folder for the input (the real entry points read
// files) and the shipped content.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "base/utf8_path.hpp"

namespace mycity::fuzz {

// A folder of this process alone (libFuzzer's -jobs run several at once), in memory when
// the system has /dev/shm: writing each input to disk made the targets 15 times slower.
class ScratchDir {
 public:
  ScratchDir() {
    std::error_code no_shm;
    const auto base = std::filesystem::is_directory("/dev/shm", no_shm)
                          ? std::filesystem::path("/dev/shm")
                          : std::filesystem::temp_directory_path();
    path_ = base / ("mycity-fuzz-" + std::to_string(static_cast<long>(getpid())));
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline const std::filesystem::path& scratch_dir() {
  static const ScratchDir dir;
  return dir.path();
}

inline void write_file(const std::filesystem::path& file, std::string_view bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) {
    std::fprintf(stderr, "fuzz: cannot write %s\n", file.c_str());
    std::abort();
  }
}

// The input as a file in the scratch folder.
inline std::string write_input(const std::string& name, const std::uint8_t* data,
                               std::size_t size) {
  const std::filesystem::path file = scratch_dir() / name;
  write_file(file, {reinterpret_cast<const char*>(data), size});
  return base::utf8_string(file);
}

inline std::filesystem::path shipped_content() {
  return MYCITY_DEFAULT_DATA_DIR;
}

// A broken invariant: libFuzzer saves the input as a crash.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
  std::abort();
}

}  // namespace mycity::fuzz
