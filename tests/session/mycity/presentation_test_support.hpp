// The presentation data of assets/ as the app loads it, and broken copies of its files.
#pragma once

#include <filesystem>
#include <string>

#include "base/error.hpp"
#include "mycity/session/loaded_content.hpp"
#include "mycity/session/presentation.hpp"

namespace mycity::session::test {

// The game content (campaigns/) the presentation data must cover.
inline std::filesystem::path content_dir() {
  return MYCITY_DEFAULT_DATA_DIR;
}

// The game content as the app loads it, once for every test.
inline const LoadedContent& shipped_content() {
  static const LoadedContent content = load_content(content_dir());
  return content;
}

inline std::filesystem::path assets_dir() {
  return MYCITY_TEST_ASSETS_DIR;
}

inline const Presentation& shipped_presentation() {
  static const Presentation presentation = load_presentation(assets_dir());
  return presentation;
}

// What the ContentError `load` throws says; a text saying it threw none otherwise.
template <class Load>
std::string content_error_of(Load load) {
  try {
    load();
  } catch (const base::ContentError& e) {
    return e.what();
  }
  return "(no ContentError)";
}

// A temporary folder with one file of the given text, removed at the end of the test.
class BrokenFile {
 public:
  BrokenFile(const std::string& name, const std::string& text);
  ~BrokenFile();
  BrokenFile(const BrokenFile&) = delete;
  BrokenFile& operator=(const BrokenFile&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace mycity::session::test
