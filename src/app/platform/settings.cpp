#include "platform/settings.hpp"

#include <SDL.h>

#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

#include <nlohmann/json.hpp>

namespace mycity::app {
namespace {

using nlohmann::json;

std::string describe(const json& value) {
  std::string text = value.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

void read_int(const json& doc, const char* field, int min, int max, int& out,
              const std::string& file, std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_number_integer() && v.get<long long>() >= min && v.get<long long>() <= max) {
    out = v.get<int>();
    return;
  }
  problems.push_back(file + ": field \"" + field + "\" must be a whole number from " +
                     std::to_string(min) + " to " + std::to_string(max) + ", found " + describe(v) +
                     "; using the default " + std::to_string(out));
}

void read_float(const json& doc, const char* field, float min, float max, float& out,
                const std::string& file, std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_number()) {
    const double d = v.get<double>();
    if (std::isfinite(d) && d >= min && d <= max) {
      out = static_cast<float>(d);
      return;
    }
  }
  std::ostringstream text;
  text << file << ": field \"" << field << "\" must be a number from " << min << " to " << max
       << ", found " << describe(v) << "; using the default " << out;
  problems.push_back(text.str());
}

void read_bool(const json& doc, const char* field, bool& out, const std::string& file,
               std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_boolean()) {
    out = v.get<bool>();
    return;
  }
  problems.push_back(file + ": field \"" + field + "\" must be true or false, found " +
                     describe(v) + "; using the default " + (out ? "true" : "false"));
}

}  // namespace

LoadedSettings load_settings(const std::filesystem::path& file) {
  LoadedSettings result;
  const std::string name = file.string();
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
  json doc;
  try {
    doc = json::parse(buffer.str());
  } catch (const json::exception& e) {
    // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 9: ..."
    std::string what = e.what();
    if (const auto at = what.find("] "); at != std::string::npos) what = what.substr(at + 2);
    result.problems.push_back(name + ": not valid JSON (" + what + "); using the default settings");
    return result;
  }
  if (!doc.is_object()) {
    result.problems.push_back(name + ": must hold a JSON object; using the default settings");
    return result;
  }
  Settings& s = result.settings;
  read_int(doc, "window_width", 320, 16384, s.window_width, name, result.problems);
  read_int(doc, "window_height", 320, 16384, s.window_height, name, result.problems);
  read_float(doc, "ui_scale", kMinUiScale, kMaxUiScale, s.ui_scale, name, result.problems);
  read_bool(doc, "fullscreen", s.fullscreen, name, result.problems);
  read_bool(doc, "colour_blind_patterns", s.colour_blind_patterns, name, result.problems);
  read_bool(doc, "show_round_reveal", s.show_round_reveal, name, result.problems);
  return result;
}

std::string save_settings(const std::filesystem::path& file, const Settings& s) {
  const json doc = {
      {"format", "mycity-settings"},
      {"version", 1},
      {"window_width", s.window_width},
      {"window_height", s.window_height},
      {"ui_scale", s.ui_scale},
      {"fullscreen", s.fullscreen},
      {"colour_blind_patterns", s.colour_blind_patterns},
      {"show_round_reveal", s.show_round_reveal},
  };
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  std::filesystem::path tmp = file;
  tmp += ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return tmp.string() + ": cannot be written";
    out << doc.dump(2) << '\n';
    if (!out) return tmp.string() + ": write failed";
  }
  std::filesystem::rename(tmp, file, ec);
  if (ec) return file.string() + ": cannot be replaced: " + ec.message();
  return {};
}

std::filesystem::path default_settings_file() {
  char* dir = SDL_GetPrefPath("mycity", "mycity");
  if (dir == nullptr) return {};
  std::filesystem::path path = std::filesystem::path(dir) / "settings.json";
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
  if (file_good_ && !(current_ == saved_)) write();
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

}  // namespace mycity::app
