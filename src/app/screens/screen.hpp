// What every screen sees during one frame, and the screen interface.
#pragma once

#include <optional>

#include "fonts.hpp"
#include "settings.hpp"

namespace mycity::app {

class SvgCache;
struct MenuScene;

enum class ScreenId { MainMenu, Settings, Rules, ArtPreview, NewGame, Continue };

struct UiFrame {
  SvgCache& art;
  const Fonts& fonts;
  const MenuScene& scene;
  const SettingsStore& settings;
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
};

}  // namespace mycity::app
