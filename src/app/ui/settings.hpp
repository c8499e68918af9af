// The settings as the screens read them; the platform layer loads and saves them
// (platform/settings.hpp).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace mycity::app {

struct Settings {
  int window_width = 1280;
  int window_height = 800;
  float ui_scale = 1.0f;
  bool fullscreen = false;
  bool colour_blind_patterns = false;
  bool show_round_reveal = true;   // R10: a screen after each round showing what all did
  bool show_legal_places = false;  // the play screen marks where the building fits
  std::string language;            // a code of i18n::languages(); "": follow the environment

  friend bool operator==(const Settings&, const Settings&) = default;
};

inline constexpr float kMinUiScale = 0.75f;
inline constexpr float kMaxUiScale = 2.5f;

// What a screen sees of the settings: it reads them, and asks for a change through UiFrame.
class SettingsView {
 public:
  virtual const Settings& get() const = 0;
  virtual const std::filesystem::path& file() const = 0;
  virtual const std::vector<std::string>& problems() const = 0;

 protected:
  ~SettingsView() = default;
};

}  // namespace mycity::app
