// The desktop app: owns the SDL window and renderer, Dear ImGui, the art cache and the
// screens, and runs the event-driven main loop.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "games/registry.hpp"
#include "platform/command_line.hpp"
#include "platform/fonts.hpp"
#include "platform/settings.hpp"
#include "platform/sound_sink.hpp"
#include "ui/game_module.hpp"
#include "ui/layout_audit.hpp"
#include "ui/screen.hpp"

struct SDL_Window;
struct SDL_Renderer;
union SDL_Event;

namespace app {

class SvgCache;
class PictureCache;
class SolidFills;
class SoundPlayer;

class App {
 public:
  explicit App(Options options);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Runs until the user quits; returns the process exit code.
  int run();

  // The seam for the app tests and the frame benchmark: the same app, driven from outside
  // through SDL's event queue (synthetic events); nothing here bypasses the UI.
  // Opens the window and loads everything; false (reason on stderr) when that fails.
  bool start();
  // Handles every queued event, then draws one frame even when nothing changed (unless the
  // app has quit), then does the screen's work after the frame (Screen::after_frame).
  void step();
  // The two halves of step(), which the frame benchmark times apart.
  void step_frame();
  void after_frame();
  // step(), saving the drawn frame as a PNG; returns an error text, empty on success.
  std::string step_and_save(const std::string& png_file);
  // step() without the renderer: input, layout and the screen's logic run, no pixel is
  // drawn. For tests that probe ImGui's hover state, at a fraction of a frame's cost.
  void step_unrendered();
  // Runs the ordinary event-driven loop for `ms` milliseconds or until the app quits:
  // frames are drawn only when input or an animation asks for them.
  void run_for(std::uint32_t ms);
  bool running() const { return running_; }
  ScreenId current_screen() const { return current_; }
  std::uint64_t frames_drawn() const { return frames_drawn_; }
  // What the last frame's layout got wrong (LayoutAudit): empty when everything fits.
  const std::vector<LayoutProblem>& layout_problems() const { return audit_.problems(); }
  SDL_Window* window() const { return window_; }
  // The cues the screens ask for go to `sink` (a test's record) instead of the speakers,
  // which an offscreen or --screenshot run never opens.
  void listen_with(SoundSink& sink) { sound_ = &sink; }
  // Every game's module, in game_registry() order (tests reach a game's models through
  // its module); filled by start().
  const GameModules& games() const { return games_; }

 private:
  void shutdown();
  void handle_event(const SDL_Event& event);
  enum class Pixels { Rendered, Skipped };
  void handle_events();
  // The current screen's game's backdrop; the shared screens have a plain table.
  const Backdrop& backdrop() const;
  // Returns an error text if `capture_file` is given and cannot be saved.
  std::string draw_frame(const std::string& capture_file = {}, Pixels pixels = Pixels::Rendered);
  // The event-driven loop; `deadline` in SDL ticks, 0 for none.
  void loop_until(std::uint64_t deadline);
  void apply_requests(UiFrame& frame);
  // Each of `cues` once, at the settings' volume; nothing when muted.
  void play(const std::vector<Cue>& cues);
  // Quits, unless the last autosave failed: the players are asked first.
  void request_quit();
  // Why a game's last save failed ("" when none did).
  std::string last_save_failure() const;
  void ask_before_quitting(UiFrame& frame);
  // Makes `id` the current screen (calling its on_enter).
  void show(ScreenId id);
  // --new-game [--seed] [--autoplay]: the front game starts before the first frame. False
  // on a usage error; a game the content refuses leaves the menus.
  bool start_game_from_options();
  void apply_settings(const Settings& next);
  // The window's size into the settings while it is an ordinary window: never the size of
  // the screen it filled in fullscreen (saved at exit, and before going fullscreen).
  void note_windowed_size();
  // A saved window size, no larger than the screen's usable area (it may have been saved on
  // a bigger screen).
  std::pair<int, int> fit_to_screen(int width, int height) const;
  void rebuild_fonts_if_needed();
  float pixel_density() const;
  // --ui-scale or the settings' UI scale, or less in a window too small for it
  // (fitted_ui_scale).
  float ui_scale() const;
  Screen& screen(ScreenId id);

  Options options_;
  std::optional<SettingsStore> settings_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool sdl_ready_ = false;
  bool imgui_ready_ = false;
  std::unique_ptr<SvgCache> art_;
  std::unique_ptr<PictureCache> pictures_;
  std::unique_ptr<SolidFills> solid_fills_;  // opaque fills as copies (paint/solid_fill.hpp)
  std::unique_ptr<SoundPlayer> speakers_;
  SoundSink* sound_ = nullptr;  // speakers_, a test's sink, or none
  Fonts fonts_;
  std::filesystem::path fonts_dir_;        // DejaVu Sans (data_dir.hpp)
  float fonts_scale_ = 0.0f;               // ui scale * density the fonts were built for
  std::unique_ptr<table::Roster> roster_;  // before the games, whose hubs remember into it
  GameModules games_;  // every game's module (games/registry.hpp): its models, its screens
  Screens screens_;
  ScreenOwners screen_owners_;
  ScreenId current_ = ScreenId::MainMenu;

  bool running_ = true;
  // Set while the players are asked whether to quit with moves unsaved: why they are.
  std::optional<std::string> unsaved_problem_;
  int frames_pending_ = 3;  // frames still to draw after the last input
  std::uint64_t last_window_shapes_ = 0;
  int settle_frames_ = 0;  // frames drawn in a row because a window moved or resized
  LayoutAudit audit_;
  std::uint64_t frames_drawn_ = 0;
  // The pointer as the last mouse motion event saw it (none after it left the window).
  std::optional<std::pair<int, int>> pointer_from_events_;
  std::uint64_t events_seen_ = 0;
};

// Why the game cannot start: on the terminal, and on Windows, where a windowed program has
// none, in a message box as well.
void say_cannot_start(const std::string& why);

}  // namespace app
