// Runs the real desktop app for tests: SDL's offscreen video driver with the software
// renderer, one frame at a time, with synthetic input pushed through SDL's event queue.
#pragma once

#include <SDL.h>

#include <array>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/machikoro/machikoro_module.hpp"
#include "games/mycity/mycity_module.hpp"
#include "platform/app.hpp"
#include "platform/command_line.hpp"

namespace app::test {

struct Point {
  float x = 0;
  float y = 0;
};

// Where the app tests write their PNGs: inside the build tree, or MYCITY_SCREENSHOT_DIR.
std::filesystem::path screenshot_dir();

// A fresh temporary directory, removed by the destructor.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

class AppDriver {
 public:
  // `args`: mycity command-line arguments (a usage error fails the test). The settings
  // file defaults to one in a private temporary directory, the size to 1280x800 unless
  // `default_size` is false (the window then takes the settings' size).
  explicit AppDriver(std::vector<std::string> args = {}, bool default_size = true);
  AppDriver(const AppDriver&) = delete;
  AppDriver& operator=(const AppDriver&) = delete;

  App& app() { return *app_; }
  // My City's module: the models the tests read (the game, the campaign, the look back).
  const MyCityModule& mycity() const;
  // Machi Koro's module: the game on its table.
  const MachiKoroModule& machikoro() const;
  const TempDir& temp() const { return temp_; }

  // Draws `n` frames, handling the queued input first.
  void frames(int n = 1);
  // From now on every frame (of frames() and of every input helper below) is drawn by
  // `draw`, which must draw one with App::step() or App::step_and_save(): a test that
  // checks each frame. An empty function goes back to App::step().
  void draw_frames_with(std::function<void()> draw) { draw_ = std::move(draw); }
  // Queues a mouse motion to a point of the window. (The offscreen window never has
  // focus, so the app takes the pointer from motion events: App::draw_frame.)
  void move_to(Point p);
  // Press and release of the left (or other) button at a point, a frame for each.
  void click(Point p, Uint8 button = SDL_BUTTON_LEFT);
  void wheel(int dy);
  void key(SDL_Keycode key, Uint16 mod = KMOD_NONE);
  void text(const std::string& utf8);

  // A point on the widget labelled `label`, found by moving the pointer over its window
  // until ImGui reports that widget hovered. `window_name`: the ImGui window's name, or
  // the start of it for a child window ("##table/##side" finds "##table/##side_1A2B3C4D",
  // not its own child "##table/##side_1A2B3C4D/##verdict_5E6F7A8B").
  // `scope`: the int a screen pushed with ImGui::PushID around the widget (a row index).
  std::optional<Point> find_widget(const std::string& window_name, const std::string& label,
                                   std::optional<int> scope = std::nullopt);
  // find_widget() + click(); false if the widget is not on screen.
  bool click_widget(const std::string& window_name, const std::string& label,
                    std::optional<int> scope = std::nullopt);

  // The text the last frame drew, read back from its glyphs (ImGui's draw data): what the
  // player could read, without the spaces (a space draws nothing), a line per row of glyphs.
  // Compare with without_spaces().
  std::string drawn_text() const;

  // Draws a frame and saves it as screenshot_dir()/name; returns the path.
  std::filesystem::path save_png(const std::string& name);
  // Draws a frame and saves it as `file`.
  void save_png_as(const std::filesystem::path& file);

 private:
  // frames() for find_widget's pointer probes: ImGui's hover state without the pixels.
  void probe_frames(int n);
  void run_frames(int n, void (App::*step)());
  void push(SDL_Event event);
  // Queues `e` as the press, draws a frame, queues it again as `release_type`, draws a
  // frame: the app sees the press in one frame and the release in the next. `state` is
  // the press/release field of `e` for its kind of event.
  void press_then_release(SDL_Event& e, Uint8& state, Uint32 release_type);

  TempDir temp_;
  std::optional<App> app_;
  std::function<void()> draw_;
};

// `text` without its spaces and line breaks, to look for in AppDriver::drawn_text().
std::string without_spaces(const std::string& text);

// Pixels of a PNG, for checks such as "not blank".
struct ImageStats {
  int width = 0;
  int height = 0;
  int distinct_colours = 0;  // up to a cap; a blank frame has 1
};
ImageStats image_stats(const std::filesystem::path& png);
// How many pixels of a PNG satisfy `wanted(r, g, b)`.
int count_pixels(const std::filesystem::path& png,
                 const std::function<bool(int, int, int)>& wanted);
// The red, green and blue of the pixel at (x, y) of a PNG.
std::array<int, 3> pixel_at(const std::filesystem::path& png, int x, int y);
// How many pixels of two PNGs of the same size differ in red, green or blue.
int differing_pixels(const std::filesystem::path& a, const std::filesystem::path& b);

}  // namespace app::test
