// The settings as the screens read them; the platform layer loads and saves them
// (platform/settings.hpp).
#pragma once

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace app {

// A game's own settings, kept in the settings file under the game's id: named switches, and
// named choices among a few words (ui/game_info.hpp says which a game has).
struct GameSettings {
  std::map<std::string, bool, std::less<>> switches;
  std::map<std::string, std::string, std::less<>> choices;

  friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

struct Settings {
  int window_width = 1280;
  int window_height = 800;
  float ui_scale = 1.0f;
  bool fullscreen = false;
  bool colour_blind_patterns = false;  // every game's colours get a second cue
  std::string language;                // a code of i18n::languages(); "": follow the environment
  int sound_volume = 70;               // percent, 0 to kMaxSoundVolume
  bool sound_muted = false;
  std::map<std::string, GameSettings, std::less<>> games;  // by game id

  friend bool operator==(const Settings&, const Settings&) = default;
};

inline constexpr float kMinUiScale = 0.75f;
inline constexpr float kMaxUiScale = 2.5f;
inline constexpr int kMaxSoundVolume = 100;

// The UI scale to draw with in a window of `width` x `height` points: the chosen one, or
// less when the window is smaller than 1024x640 points at that scale (the smallest size the
// screens are laid out for), so that everything still fits; never below 0.6.
inline float fitted_ui_scale(float width, float height, float chosen) {
  const float fits = std::min(width / 1024.0f, height / 640.0f);
  return std::max(0.6f, std::min(chosen, fits));
}

// What a screen sees of the settings: it reads them, and asks for a change through UiFrame.
class SettingsView {
 public:
  virtual const Settings& get() const = 0;
  virtual const std::filesystem::path& file() const = 0;
  virtual const std::vector<std::string>& problems() const = 0;

 protected:
  ~SettingsView() = default;
};

}  // namespace app
