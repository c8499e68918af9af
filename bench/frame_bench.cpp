// mycity-frame-bench: how fast the real app starts and draws whole frames, that it stays
// idle, and how the statistics screen reads many kept games. Runs it headless (SDL offscreen
// driver, software renderer, 1920x1080 unless --size says otherwise); options after
// --frames N are mycity's own (--new-game, --seed...).
#include <SDL.h>
#include <stdlib.h>
#include <time.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "games/machikoro/machikoro_module.hpp"
#include "games/mycity/mycity_module.hpp"
#include "machikoro/session/table_facts.hpp"
#include "machikoro/session/table_layout.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/play_layout.hpp"
#include "platform/app.hpp"
#include "platform/command_line.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app {

using mycity::session::compute_play_layout;
using mycity::session::EternityTable;
using mycity::session::PlayLayout;

namespace {

// Frames drawn before measuring, so the art cache and the font atlas are warm.
constexpr int kWarmUpFrames = 10;
constexpr std::uint32_t kIdleMs = 1000;
// The frame-time target the figures are held against (one frame at 60 Hz).
constexpr double kTargetMs = 16.7;
// Frames drawn after each input of a turn change, as the event-driven loop draws them.
constexpr int kFramesAfterInput = 3;
// Turn changes measured on the play screen.
constexpr int kTurnChanges = 8;
// Times the end screen's score lines are walked over (when the game is over).
constexpr int kEndScreenRounds = 2;

double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// Peak resident set size in MiB (VmHWM), or -1 if /proc is not there.
double peak_rss_mib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
  }
  return -1.0;
}

double percentile(const std::vector<double>& sorted, double p) {
  const auto index = static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1) + 0.5);
  return sorted[std::min(index, sorted.size() - 1)];
}

// A private folder for the benchmark's settings and saves, removed when done.
class ScratchDir {
 public:
  ScratchDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "mycity-bench-XXXXXX").string();
    if (mkdtemp(pattern.data()) != nullptr) path_ = pattern;
  }
  ~ScratchDir() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// The CPU time of frames of one kind.
struct Frames {
  std::vector<double> cpu_ms;
  // Wall time: also what the thread waits for, and page faults, which this thread's CPU
  // time does not always count.
  std::vector<double> wall_ms;
  // The work after each frame is shown (Screen::after_frame: the autosave), timed apart:
  // it does not delay the frame.
  std::vector<double> after_ms;
};

// Draws one frame (input queued before), timing it.
void measure_frame(App& app, Frames& out) {
  const auto wall_before = std::chrono::steady_clock::now();
  const double before = thread_cpu_ms();
  app.step_frame();
  const double drawn = thread_cpu_ms();
  out.wall_ms.push_back(ms_since(wall_before));
  app.after_frame();
  out.cpu_ms.push_back(drawn - before);
  out.after_ms.push_back(thread_cpu_ms() - drawn);
}

// `n` frames, `input(i)` queued before frame i.
Frames measure(App& app, int n, const std::function<void(int)>& input) {
  Frames out;
  out.cpu_ms.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n && app.running(); ++i) {
    input(i);
    measure_frame(app, out);
  }
  return out;
}

void report(const std::string& what, Frames frames) {
  std::vector<double>& sorted = frames.cpu_ms;
  if (sorted.empty()) return;
  std::sort(sorted.begin(), sorted.end());
  std::sort(frames.wall_ms.begin(), frames.wall_ms.end());
  const auto n = static_cast<double>(sorted.size());
  const double mean = std::accumulate(sorted.begin(), sorted.end(), 0.0) / n;
  const auto over =
      std::count_if(sorted.begin(), sorted.end(), [](double ms) { return ms > kTargetMs; });
  std::cout << what << " (" << sorted.size() << " frames): mean " << mean << " ms, p50 "
            << percentile(sorted, 0.50) << " ms, p99 " << percentile(sorted, 0.99) << " ms, max "
            << sorted.back() << " ms; over " << kTargetMs << " ms: " << over << "; wall time p99 "
            << percentile(frames.wall_ms, 0.99) << " ms, max " << frames.wall_ms.back() << " ms\n";
}

// The work after the frames (Screen::after_frame: the play screen's autosave).
void report_after_frames(const Frames& frames) {
  if (frames.after_ms.empty()) return;
  std::cout << "  then, after those frames (the autosave, Screen::after_frame): total "
            << std::accumulate(frames.after_ms.begin(), frames.after_ms.end(), 0.0)
            << " ms, longest " << *std::max_element(frames.after_ms.begin(), frames.after_ms.end())
            << " ms\n";
}

void push_motion(App& app, float x, float y) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.windowID = SDL_GetWindowID(app.window());
  e.motion.x = static_cast<Sint32>(std::lround(x));
  e.motion.y = static_cast<Sint32>(std::lround(y));
  SDL_PushEvent(&e);
}

void push_key(App& app, SDL_Keycode key, bool down) {
  SDL_Event e{};
  e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
  e.key.windowID = SDL_GetWindowID(app.window());
  e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
  e.key.keysym.sym = key;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
  SDL_PushEvent(&e);
}

void push_click(App& app, float x, float y, bool down) {
  SDL_Event e{};
  e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
  e.button.windowID = SDL_GetWindowID(app.window());
  e.button.button = SDL_BUTTON_LEFT;
  e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
  e.button.clicks = 1;
  e.button.x = static_cast<Sint32>(std::lround(x));
  e.button.y = static_cast<Sint32>(std::lround(y));
  SDL_PushEvent(&e);
}

// The active player's board on the play screen, as the screen lays it out.
PlayLayout play_layout(const App& app, const EternityTable& game) {
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(app.window(), &width, &height);
  const mycity::Game& g = game.game();
  const mycity::BoardLayout& board = g.player(game.turns().seat()).city.layout();
  return compute_play_layout(static_cast<float>(width), static_cast<float>(height), board.width,
                             board.height, g.player_count() - 1, 1.0f, 1.0f);
}

// A key pressed and released, `kFramesAfterInput` frames drawn, each measured.
void key_frames(App& app, SDL_Keycode key, Frames& out) {
  push_key(app, key, true);
  measure_frame(app, out);
  push_key(app, key, false);
  for (int i = 0; i < kFramesAfterInput; ++i) measure_frame(app, out);
}

// The play screen while a player acts: the pointer sweeps the active board row by row, a
// cell per frame (the ghost building follows it, so each frame changes); then `turns` turn changes
// (a building placed and confirmed, the hand-off, the next player taking the seat), every frame
// measured.
void bench_play_screen(App& app, int frames, int turns) {
  const EternityTable* game =
      dynamic_cast<const MyCityModule&>(*app.games().front()).game_hub().game();
  if (game == nullptr || app.current_screen() != MyCityScreen::Play) return;
  const auto take_seat = [&](Frames& out) {
    if (game->turns().phase() == mycity::session::TurnController::Phase::Reveal)
      key_frames(app, SDLK_RETURN, out);  // the round's reveal (R10), when a round ended
    if (game->turns().phase() == mycity::session::TurnController::Phase::Handoff)
      key_frames(app, SDLK_RETURN, out);
  };
  Frames ignored;
  take_seat(ignored);
  const PlayLayout layout = play_layout(app, *game);
  const auto sweep = [&](int i) {
    const int row = (i / layout.board_w) % layout.board_h;
    const int column = i % layout.board_w;
    const int x = row % 2 == 0 ? column : layout.board_w - 1 - column;
    push_motion(app, layout.cell_centre_x(x), layout.cell_centre_y(row));
  };
  report("pointer sweeping the active board", measure(app, frames, sweep));

  Frames changes;
  for (int t = 0;
       t < turns && game->turns().phase() == mycity::session::TurnController::Phase::Acting; ++t) {
    const std::vector<mycity::Cell> legal = game->turns().legal_cursor_cells();
    if (legal.empty()) break;
    const PlayLayout here = play_layout(app, *game);
    const mycity::Cell c = legal[legal.size() / 2];
    const float x = here.cell_centre_x(c.x);
    const float y = here.cell_centre_y(c.y);
    push_motion(app, x, y);
    measure_frame(app, changes);
    push_click(app, x, y, true);
    measure_frame(app, changes);
    push_click(app, x, y, false);
    for (int i = 0; i < kFramesAfterInput; ++i) measure_frame(app, changes);
    key_frames(app, SDLK_RETURN, changes);  // confirm: the hand-off screen
    take_seat(changes);
  }
  report("turn changes: pointer to a legal cell, click, Enter, Enter on the hand-off, " +
             std::to_string(kFramesAfterInput) + " frames after each input",
         changes);
  report_after_frames(changes);
}

// The end screen: the arrow keys walk over every score line of every column, a line's
// cells highlighted on its board (as pointing at the line does), `rounds` times over.
void bench_end_screen(App& app, int rounds) {
  if (app.current_screen() != MyCityScreen::End) return;
  constexpr int kColumns = 4;
  constexpr int kLines = 10;  // start value, the terms, the total; clamped when fewer
  Frames walk;
  for (int r = 0; r < rounds; ++r) {
    for (int column = 0; column < kColumns; ++column) {
      for (int line = 0; line < kLines; ++line)
        key_frames(app, column % 2 == 0 ? SDLK_DOWN : SDLK_UP, walk);
      key_frames(app, r % 2 == 0 ? SDLK_RIGHT : SDLK_LEFT, walk);
    }
  }
  report("arrow keys walking the score lines of the end screen, " +
             std::to_string(kFramesAfterInput) + " frames after each key",
         walk);
}

// Machi Koro's table over `frames` frames, each drawn whole, at the settings' pace: the
// computers roll, pay and build; the person's turns are played by keys and a click on a pile
// they can afford, as the app draws them frame by frame. Then the frames drawn in a second
// while the person is to act.
void bench_machikoro_table(App& app, int frames) {
  if (app.current_screen() != MachiKoroScreen::Play) return;
  const machikoro::session::Table* table = nullptr;
  for (const auto& game : app.games())
    if (const auto* module = dynamic_cast<const MachiKoroModule*>(game.get()))
      table = module->game_hub().table();
  if (table == nullptr) return;
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(app.window(), &width, &height);
  const auto person_rolls = [&] {
    const machikoro::Game& g = table->game();
    return !g.over() && g.pending().decision == machikoro::Decision::Roll &&
           !table->is_computer(g.active());
  };
  // The person's answer to what is pending: keys, and for a build a click on the first pile
  // they can afford (or Enter alone).
  const auto answer = [&](Frames& out) {
    const machikoro::Game& g = table->game();
    switch (g.pending().decision) {
      case machikoro::Decision::Build: {
        const auto piles = machikoro::session::market_piles(g);
        const auto layout = machikoro::session::compute_table_layout(
            static_cast<float>(width), static_cast<float>(height), g.player_count(),
            static_cast<int>(piles.size()), 1.0f);
        for (std::size_t i = 0; i < piles.size(); ++i) {
          if (!piles[i].buildable) continue;
          const machikoro::session::Rect tile = layout.market_tile(static_cast<int>(i));
          const float x = tile.x + tile.w * 0.5f;
          const float y = tile.y + tile.h * 0.5f;
          push_motion(app, x, y);
          measure_frame(app, out);
          push_click(app, x, y, true);
          measure_frame(app, out);
          push_click(app, x, y, false);
          measure_frame(app, out);
          break;
        }
        return key_frames(app, SDLK_RETURN, out);
      }
      case machikoro::Decision::DiceCount:
        return key_frames(app, SDLK_2, out);
      case machikoro::Decision::RadioTower:
        return key_frames(app, SDLK_k, out);
      case machikoro::Decision::Harbor:
        return key_frames(app, SDLK_a, out);
      case machikoro::Decision::Target:
        return key_frames(app, SDLK_1, out);
      default:
        return key_frames(app, SDLK_d, out);
    }
  };
  Frames played;
  while (static_cast<int>(played.cpu_ms.size()) < frames && app.running() &&
         !table->game().over()) {
    if (person_rolls()) {
      key_frames(app, SDLK_SPACE, played);
      // The dice tumble (0.5 s at the normal pace): a key now would stop them.
      const auto rolled = std::chrono::steady_clock::now();
      while (ms_since(rolled) < 600) measure_frame(app, played);
    } else if (table->person_to_act()) {
      answer(played);
    } else {
      measure_frame(app, played);
    }
  }
  report("Machi Koro's table: computers and the person rolling, paying and building", played);
  report_after_frames(played);
  for (int i = 0; i < 2000 && app.running() && !table->game().over() && !table->person_to_act() &&
                  !person_rolls();
       ++i)
    app.step();
  app.run_for(kIdleMs);  // the frames an input schedules after it
  const std::uint64_t before = app.frames_drawn();
  app.run_for(kIdleMs);
  std::cout << "frames drawn in " << kIdleMs
            << " ms while the person is to act: " << app.frames_drawn() - before << '\n';
}

// The statistics screen (--screen statistics) while it reads the kept games, a slice a frame:
// every frame until none waits, and the time from before the app's first frame `from` until
// the figures show.
void bench_statistics_reading(App& app, std::chrono::steady_clock::time_point from) {
  if (app.current_screen() != ScreenId::Statistics) return;
  const auto waiting = [&] {
    std::size_t files = 0, listed = 0;
    for (const auto& game : app.games()) {
      if (const table::KeptOutcomesCache* kept = game->kept_games(); kept != nullptr) {
        files += kept->waiting();
        listed += kept->listed();
      }
    }
    return std::pair(files, listed);
  };
  Frames reading;
  while (app.running() && waiting().first > 0) measure_frame(app, reading);
  report("the statistics screen reading " + std::to_string(waiting().second) +
             " kept games, a slice a frame",
         reading);
  std::cout << "  the statistics shown " << ms_since(from)
            << " ms after the app's first frame began\n";
}

// "--frames N" first, then mycity's own options.
int parse_frames(std::vector<std::string>& args) {
  if (args.size() < 2 || args[0] != "--frames") return 0;
  int frames = 0;
  const std::string& text = args[1];
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), frames);
  if (error != std::errc() || end != text.data() + text.size()) return 0;
  args.erase(args.begin(), args.begin() + 2);
  return frames > 0 && frames <= 100000 ? frames : 0;
}

int run(Options options, int frames, std::chrono::steady_clock::time_point process_start) {
  // The same conditions on every machine: no display, no GPU.
  SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE);
  SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE);
  // Without this SDL presents the software renderer's surface through an OpenGL texture
  // (Mesa's llvmpipe on a machine without a GPU).
  SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_OVERRIDE);
  if (!options.size) options.size = WindowSize{1920, 1080};
  ScratchDir scratch;
  if (scratch.path().empty()) {
    std::cerr << "mycity-frame-bench: cannot create a temporary folder\n";
    return 1;
  }
  if (!options.settings_file) options.settings_file = (scratch.path() / "settings.json").string();
  if (!options.save_dir) options.save_dir = scratch.path().string();

  App app(options);
  if (!app.start()) return 1;
  const auto first_frame_start = std::chrono::steady_clock::now();
  app.step();
  const double first_frame_ms = ms_since(process_start);
  bench_statistics_reading(app, first_frame_start);
  for (int i = 0; i < kWarmUpFrames; ++i) app.step();
  Frames first = measure(app, frames, [](int) {});
  if (first.cpu_ms.empty()) {
    std::cerr << "mycity-frame-bench: the app quit before drawing\n";
    return 1;
  }
  // No input from here on: the event-driven loop must not draw at all.
  const std::uint64_t drawn_before_idle = app.frames_drawn();
  app.run_for(kIdleMs);
  const std::uint64_t idle_frames = app.frames_drawn() - drawn_before_idle;

  std::cout << std::fixed << std::setprecision(2) << "window: " << options.size->width << "x"
            << options.size->height << " (offscreen, software renderer)\n"
            << "startup to first frame: " << first_frame_ms << " ms\n";
  report("the first screen, redrawn without input", std::move(first));
  bench_play_screen(app, frames, kTurnChanges);
  bench_end_screen(app, kEndScreenRounds);
  bench_machikoro_table(app, frames);
  std::cout << "frames drawn in " << kIdleMs << " ms without input: " << idle_frames << '\n'
            << "peak resident memory (VmHWM): " << peak_rss_mib() << " MiB\n";
  return 0;
}

}  // namespace
}  // namespace app

int main(int argc, char** argv) {
  const auto process_start = std::chrono::steady_clock::now();
  std::vector<std::string> args(argv + 1, argv + argc);
  const int frames = app::parse_frames(args);
  if (frames == 0) {
    std::cerr << "usage: mycity-frame-bench --frames N (1 to 100000) [mycity options]\n";
    return 2;
  }
  const app::ParsedCommandLine parsed = app::parse_command_line(args);
  if (!parsed.error.empty()) {
    std::cerr << "mycity-frame-bench: " << parsed.error << '\n';
    return 2;
  }
  try {
    return app::run(parsed.options, frames, process_start);
  } catch (const std::exception& e) {
    std::cerr << "mycity-frame-bench: unexpected error: " << e.what() << '\n';
    return 1;
  }
}
