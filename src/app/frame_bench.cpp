#include "frame_bench.hpp"

#include <SDL.h>
#include <stdlib.h>
#include <time.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

#include "app.hpp"

namespace mycity::app {
namespace {

// Frames drawn before measuring, so the art cache and the font atlas are warm.
constexpr int kWarmUpFrames = 10;
constexpr std::uint32_t kIdleMs = 1000;

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

}  // namespace

int run_frame_bench(Options options, std::chrono::steady_clock::time_point process_start) {
  // The same conditions on every machine: no display, no GPU.
  SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE);
  SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE);
  // Without this SDL presents the software renderer's surface through an OpenGL texture
  // (Mesa's llvmpipe on a machine without a GPU): 5 times the startup, 100 MB more memory.
  SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_OVERRIDE);
  if (!options.size) options.size = WindowSize{1920, 1080};
  ScratchDir scratch;
  if (scratch.path().empty()) {
    std::cerr << "mycity: --bench-frames: cannot create a temporary folder\n";
    return 1;
  }
  if (!options.settings_file) options.settings_file = (scratch.path() / "settings.json").string();
  if (!options.save_dir) options.save_dir = scratch.path().string();

  App app(options);
  if (!app.start()) return 1;
  app.step();
  const double first_frame_ms = ms_since(process_start);

  for (int i = 0; i < kWarmUpFrames; ++i) app.step();
  std::vector<double> cpu_ms;
  cpu_ms.reserve(static_cast<std::size_t>(options.bench_frames));
  const auto frames_start = std::chrono::steady_clock::now();
  for (int i = 0; i < options.bench_frames && app.running(); ++i) {
    const double before = thread_cpu_ms();
    app.step();
    cpu_ms.push_back(thread_cpu_ms() - before);
  }
  const double frames_wall_ms = ms_since(frames_start);
  if (cpu_ms.empty()) {
    std::cerr << "mycity: --bench-frames: the app quit before drawing\n";
    return 1;
  }

  // No input from here on: the event-driven loop must not draw at all.
  const std::uint64_t drawn_before_idle = app.frames_drawn();
  app.run_for(kIdleMs);
  const std::uint64_t idle_frames = app.frames_drawn() - drawn_before_idle;

  std::vector<double>& sorted = cpu_ms;
  std::sort(sorted.begin(), sorted.end());
  const double mean =
      std::accumulate(sorted.begin(), sorted.end(), 0.0) / static_cast<double>(sorted.size());
  std::cout << std::fixed << std::setprecision(2) << "window: " << options.size->width << "x"
            << options.size->height << " (offscreen, software renderer)\n"
            << "startup to first frame: " << first_frame_ms << " ms\n"
            << "frame CPU time over " << sorted.size() << " forced redraws: mean " << mean
            << " ms, p50 " << percentile(sorted, 0.50) << " ms, p99 " << percentile(sorted, 0.99)
            << " ms, max " << sorted.back() << " ms (wall "
            << frames_wall_ms / static_cast<double>(sorted.size()) << " ms/frame)\n"
            << "frames drawn in " << kIdleMs << " ms without input: " << idle_frames << '\n'
            << "peak resident memory (VmHWM): " << peak_rss_mib() << " MiB\n";
  return 0;
}

}  // namespace mycity::app
