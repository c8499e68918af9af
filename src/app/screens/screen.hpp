// What every screen sees during one frame, and the screen interface.
#pragma once

#include <optional>

#include "fonts.hpp"
#include "settings.hpp"

union SDL_Event;

namespace mycity::session {
struct MenuScene;
struct Presentation;
}  // namespace mycity::session

namespace mycity::app {

class SvgCache;
class PictureCache;

enum class ScreenId {
  MainMenu,
  Settings,
  Rules,
  ArtPreview,
  NewGame,
  Continue,
  Play,
  End,
  CampaignNew,   // a new legacy campaign
  CampaignList,  // the saved campaigns
  Campaign,      // the campaign between games (envelope, stickers, results, history, end)
  CampaignPlay,  // an episode of the campaign on the play screen
};

struct UiFrame {
  SvgCache& art;
  PictureCache& pictures;  // art kept as pictures while it stays the same
  const Fonts& fonts;
  const session::MenuScene& scene;
  const SettingsStore& settings;
  const session::Presentation& presentation;  // animals, term words, chapter pictures
  float pixel_density = 1.0f;
  float ui_scale = 1.0f;

  // Requests a screen may make; the app acts on them after the frame.
  std::optional<ScreenId> go_to;
  std::optional<Settings> change_settings;
  bool quit = false;
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
  // Called when the screen becomes the current one.
  virtual void on_enter() {}
  // Sees every input event before the app's own keys (Esc); true consumes it. Mouse
  // positions are in window points.
  virtual bool on_event(const SDL_Event& /*event*/) { return false; }
};

}  // namespace mycity::app
