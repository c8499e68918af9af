// What every screen sees during one frame, and the screen interface.
#pragma once

#include <compare>
#include <optional>
#include <string_view>
#include <vector>

#include "ui/fonts.hpp"
#include "ui/settings.hpp"
#include "ui/sound_cue.hpp"

namespace app {

class SvgCache;
class PictureCache;

// A screen, by its name: unique in the app, and what `mycity --screen NAME` takes where a
// player may start on it. The shared screens' ids are here; a game names its own (My City:
// screens/mycity/screen_ids.hpp).
class ScreenId {
 public:
  constexpr explicit ScreenId(std::string_view name) : name_(name) {}
  constexpr std::string_view name() const { return name_; }
  friend constexpr bool operator==(const ScreenId&, const ScreenId&) = default;
  friend constexpr auto operator<=>(const ScreenId&, const ScreenId&) = default;

  static const ScreenId MainMenu;
  static const ScreenId Settings;
  static const ScreenId Statistics;

 private:
  std::string_view name_;
};
inline constexpr ScreenId ScreenId::MainMenu{"menu"};
inline constexpr ScreenId ScreenId::Settings{"settings"};
inline constexpr ScreenId ScreenId::Statistics{"statistics"};

// A key pressed, as the screens see it: the platform layer translates its own events.
struct KeyPress {
  enum class Key { Other, Enter, Space, Escape, Backspace, Left, Right, Up, Down, Letter, Digit };
  Key key = Key::Other;
  char letter = 0;  // 'a' to 'z' for Key::Letter, '0' to '9' for Key::Digit
  bool shift = false;
  bool repeat = false;  // held down
};

struct UiFrame;

// The picture behind a screen's panels: a game brings its own for its screens
// (games/registry.hpp).
class Backdrop {
 public:
  virtual void draw(UiFrame& frame, float dim) const = 0;

 protected:
  ~Backdrop() = default;
};

// Nothing behind the panels but the table the app clears each frame with: the shared menus'.
const Backdrop& plain_backdrop();

struct UiFrame {
  SvgCache& art;
  PictureCache& pictures;  // art kept as pictures while it stays the same
  const Fonts& fonts;
  const Backdrop& backdrop;
  const SettingsView& settings;
  float pixel_density = 1.0f;
  float ui_scale = 1.0f;
  bool no_sound_device = false;  // the app looked for one and found none: it plays silent

  // Requests a screen may make; the app acts on them after the frame.
  std::optional<ScreenId> go_to;
  std::optional<Settings> change_settings;
  bool quit = false;
  std::vector<Cue> cues;  // sounds to play, in order; the same cue twice plays once
};

class Screen {
 public:
  virtual ~Screen() = default;
  virtual void draw(UiFrame& frame) = 0;
  // True while something moves on its own, so the app keeps drawing without input.
  virtual bool animating() const { return false; }
  // Work the frame just drawn should not wait for (the play screen's autosave: a disk's
  // fsync can take tens of milliseconds): called after each frame is presented, before
  // another screen is shown, and before the app closes.
  virtual void after_frame() {}
  // Called when the screen becomes the current one, and when another one does.
  virtual void on_enter() {}
  virtual void on_leave() {}
  // Sees every key pressed before ImGui and the app's own keys (Esc); true consumes it.
  virtual bool on_key(const KeyPress& /*key*/) { return false; }
};

}  // namespace app
