#include "platform/settings.hpp"

#include <SDL.h>

#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "platform/settings_text.hpp"

namespace app {

LoadedSettings load_settings(const std::filesystem::path& file) {
  LoadedSettings result;
  const std::string name = base::utf8_string(file);
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return result;
  result.file_exists = true;
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    result.problems.push_back(name + ": cannot be read; using the default settings");
    return result;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  LoadedSettings parsed = parse_settings(buffer.str(), name);
  parsed.file_exists = true;
  return parsed;
}

std::string save_settings(const std::filesystem::path& file, const Settings& s) {
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  try {
    base::write_file_atomically(file, settings_text(s));
  } catch (const base::Error& e) {
    return e.what();
  }
  return {};
}

std::filesystem::path default_settings_file() {
  char* dir = SDL_GetPrefPath("mycity", "mycity");
  if (dir == nullptr) return {};
  std::filesystem::path path = base::utf8_path(dir) / "settings.json";
  SDL_free(dir);
  return path;
}

SettingsStore::SettingsStore(std::filesystem::path file, LoadedSettings loaded)
    : file_(std::move(file)),
      current_(loaded.settings),
      saved_(loaded.settings),
      problems_(std::move(loaded.problems)),
      file_good_(problems_.empty()) {}

void SettingsStore::change(const Settings& s) {
  if (s == current_) return;
  current_ = s;
  file_good_ = true;  // the user has chosen: the file may now be rewritten
  write();
}

void SettingsStore::note_window_size(int width, int height) {
  if (width < 320 || height < 320 || width > 16384 || height > 16384) return;
  current_.window_width = width;
  current_.window_height = height;
}

void SettingsStore::flush() {
  // A first run writes the file too, so a player finds where the game keeps its things.
  std::error_code ignored;
  if (file_good_ && (!(current_ == saved_) || !std::filesystem::exists(file_, ignored))) write();
}

void SettingsStore::write() {
  if (read_only_ || file_.empty()) return;
  const std::string error = save_settings(file_, current_);
  if (!error.empty()) {
    std::cerr << "mycity: settings not saved: " << error << '\n';
    return;
  }
  saved_ = current_;
  problems_.clear();
}

}  // namespace app
