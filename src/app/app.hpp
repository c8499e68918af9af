// The desktop app: owns the SDL window and renderer, Dear ImGui, the art cache and the
// screens, and runs the event-driven main loop.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

#include "command_line.hpp"
#include "fonts.hpp"
#include "menu_scene.hpp"
#include "screens/screen.hpp"
#include "settings.hpp"

struct SDL_Window;
struct SDL_Renderer;
union SDL_Event;

namespace mycity::app {

class SvgCache;

class App {
 public:
  explicit App(Options options);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Runs until the user quits; returns the process exit code.
  int run();

 private:
  bool init();
  void shutdown();
  void handle_event(const SDL_Event& event);
  void draw_frame(bool take_screenshot);
  void apply_requests(UiFrame& frame);
  void apply_settings(const Settings& next);
  void rebuild_fonts_if_needed();
  float pixel_density() const;
  Screen& screen(ScreenId id);

  Options options_;
  std::optional<SettingsStore> settings_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool sdl_ready_ = false;
  bool imgui_ready_ = false;
  std::unique_ptr<SvgCache> art_;
  MenuScene scene_;
  Fonts fonts_;
  float fonts_scale_ = 0.0f;  // ui scale * density the fonts were built for
  std::map<ScreenId, std::unique_ptr<Screen>> screens_;
  ScreenId current_ = ScreenId::MainMenu;

  bool running_ = true;
  int exit_code_ = 0;
  int frames_pending_ = 3;  // frames still to draw after the last input
  std::uint64_t frames_drawn_ = 0;
  std::uint64_t events_seen_ = 0;
};

}  // namespace mycity::app
