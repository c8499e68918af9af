// Parsing of the mycity command line. Never throws; a bad argument yields an error text.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace app {

struct WindowSize {
  int width = 0;
  int height = 0;
};

struct Options {
  bool help = false;
  bool version = false;
  std::optional<std::string> screenshot;               // --screenshot FILE: save a PNG and exit
  std::optional<WindowSize> size;                      // --size WxH (not saved to the settings)
  std::optional<float> ui_scale;                       // --ui-scale PERCENT (not saved either)
  std::optional<std::string> screen;                   // --screen NAME: first screen shown
  std::optional<std::filesystem::path> settings_file;  // --settings FILE, not the per-user one
  double quit_after_seconds = 0.0;                     // --quit-after SECONDS (0: never)
  bool frame_stats = false;                            // --frame-stats: print frames drawn at exit
  std::optional<std::filesystem::path> save_dir;       // --save-dir DIR, not the per-user one
  std::optional<std::string> new_game;  // --new-game "Ann:fox,Ben:owl": start playing
  std::optional<std::string> game;      // --game ID: the game --new-game starts
  std::optional<std::uint64_t> seed;    // --seed N: the deck shuffle of --new-game
  int autoplay = 0;                     // --autoplay N: greedy bot plays N actions
  std::optional<std::string> language;  // --language CODE instead of the settings'
};

struct ParsedCommandLine {
  Options options;
  std::string error;  // non-empty: usage error, exit code 2
};

ParsedCommandLine parse_command_line(const std::vector<std::string>& args);
std::string usage_text();

// "WxH" with both in [min, max]; nullopt on anything else.
std::optional<WindowSize> parse_window_size(const std::string& text);

// Names accepted by --screen.
const std::vector<std::string>& screen_names();

}  // namespace app
