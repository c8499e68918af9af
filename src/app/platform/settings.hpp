// User settings, persisted as JSON in the per-user preference directory.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "ui/settings.hpp"

namespace app {

struct LoadedSettings {
  Settings settings;
  bool file_exists = false;
  // One line per problem, each naming the file and the field. A file with problems is
  // never overwritten until the user changes a setting.
  std::vector<std::string> problems;
};

// Reads `file`; a missing file gives the defaults without a problem. Never throws.
LoadedSettings load_settings(const std::filesystem::path& file);

// Writes atomically (temporary file + rename). Returns an error text, empty on success.
std::string save_settings(const std::filesystem::path& file, const Settings& settings);

// SDL_GetPrefPath("mycity", "mycity") / "settings.json"; empty if SDL cannot tell.
std::filesystem::path default_settings_file();

// The settings of the running app and when they may be written back.
class SettingsStore final : public SettingsView {
 public:
  SettingsStore(std::filesystem::path file, LoadedSettings loaded);

  const Settings& get() const override { return current_; }
  const std::filesystem::path& file() const override { return file_; }
  const std::vector<std::string>& problems() const override { return problems_; }

  // An explicit change made by the user (Settings screen, F11): saved at once.
  void change(const Settings& s);
  // The window was resized by the user: remembered, written at exit only when the file
  // is known good (never over a malformed file).
  void note_window_size(int width, int height);
  // Saves pending window-size changes if allowed, and writes a first run's file. Call once
  // at exit.
  void flush();
  void set_read_only(bool read_only) { read_only_ = read_only; }

 private:
  void write();

  std::filesystem::path file_;
  Settings current_;
  Settings saved_;
  std::vector<std::string> problems_;
  bool file_good_ = true;
  bool read_only_ = false;
};

}  // namespace app
