#include "app_driver.hpp"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <stdlib.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <map>
#include <set>
#include <stdexcept>
#include <string_view>

namespace app::test {
namespace {

// Distinct colours counted by image_stats() before it stops looking.
constexpr int kColourCap = 256;
// Spacing of the pointer probes find_widget() makes over a window, in points: less than
// the height of the smallest widget the tests look for.
constexpr float kProbeStepY = 8.0f;
constexpr float kProbeStepX = 48.0f;

Options parse_or_fail(const std::vector<std::string>& args) {
  const ParsedCommandLine parsed = parse_command_line(args);
  INFO("mycity arguments rejected: " << parsed.error);
  REQUIRE(parsed.error.empty());
  return parsed.options;
}

bool has_option(const std::vector<std::string>& args, const std::string& name) {
  for (const std::string& a : args)
    if (a == name) return true;
  return false;
}

}  // namespace

std::filesystem::path screenshot_dir() {
  // scripts/screenshots.sh points this at docs/screenshots.
  const char* chosen = std::getenv("MYCITY_SCREENSHOT_DIR");
  const std::filesystem::path dir = chosen != nullptr ? chosen : MYCITY_APP_TEST_OUTPUT_DIR;
  std::filesystem::create_directories(dir);
  return dir;
}

TempDir::TempDir() {
  std::string pattern =
      (std::filesystem::temp_directory_path() / "mycity-app-test-XXXXXX").string();
  REQUIRE(mkdtemp(pattern.data()) != nullptr);
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

AppDriver::AppDriver(std::vector<std::string> args, bool default_size) {
  // Headless and identical on every machine: no display, no GPU.
  SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE);
  SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE);
  // Without this SDL presents the software renderer's surface through an OpenGL texture
  // (Mesa's llvmpipe on a machine without a GPU): 4 times the startup, 100 MB more memory.
  SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_OVERRIDE);
  if (!has_option(args, "--settings")) {
    args.push_back("--settings");
    args.push_back((temp_.path() / "settings.json").string());
  }
  if (default_size && !has_option(args, "--size")) {
    args.push_back("--size");
    args.push_back("1280x800");
  }
  app_.emplace(parse_or_fail(args));
  REQUIRE(app_->start());
  frames(3);  // the window's first events, and ImGui's auto-sized windows
}

const MyCityModule& AppDriver::mycity() const {
  return dynamic_cast<const MyCityModule&>(*app_->games().front());
}

const MachiKoroModule& AppDriver::machikoro() const {
  for (const auto& game : app_->games())
    if (const auto* module = dynamic_cast<const MachiKoroModule*>(game.get())) return *module;
  throw std::logic_error("the app has no Machi Koro module");
}

void AppDriver::frames(int n) {
  run_frames(n, &App::step);
}

void AppDriver::probe_frames(int n) {
  run_frames(n, &App::step_unrendered);
}

void AppDriver::run_frames(int n, void (App::*step)()) {
  for (int i = 0; i < n; ++i) {
    if (draw_) {
      draw_();
    } else {
      ((*app_).*step)();
    }
  }
}

void AppDriver::push(SDL_Event event) {
  REQUIRE(SDL_PushEvent(&event) == 1);
}

void AppDriver::press_then_release(SDL_Event& e, Uint8& state, Uint32 release_type) {
  state = SDL_PRESSED;
  push(e);
  frames(1);
  e.type = release_type;
  state = SDL_RELEASED;
  push(e);
  frames(1);
}

void AppDriver::move_to(Point p) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.windowID = SDL_GetWindowID(app_->window());
  e.motion.x = static_cast<Sint32>(std::lround(p.x));
  e.motion.y = static_cast<Sint32>(std::lround(p.y));
  push(e);
}

void AppDriver::click(Point p, Uint8 button) {
  move_to(p);
  frames(1);
  SDL_Event e{};
  e.button.windowID = SDL_GetWindowID(app_->window());
  e.button.button = button;
  e.button.clicks = 1;
  e.button.x = static_cast<Sint32>(std::lround(p.x));
  e.button.y = static_cast<Sint32>(std::lround(p.y));
  e.type = SDL_MOUSEBUTTONDOWN;
  press_then_release(e, e.button.state, SDL_MOUSEBUTTONUP);
}

void AppDriver::wheel(int dy) {
  SDL_Event e{};
  e.type = SDL_MOUSEWHEEL;
  e.wheel.windowID = SDL_GetWindowID(app_->window());
  e.wheel.y = dy;
  e.wheel.preciseY = static_cast<float>(dy);
  e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
  push(e);
  frames(1);
}

void AppDriver::key(SDL_Keycode key, Uint16 mod) {
  SDL_Event e{};
  e.key.windowID = SDL_GetWindowID(app_->window());
  e.key.keysym.sym = key;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
  e.key.keysym.mod = mod;
  e.type = SDL_KEYDOWN;
  press_then_release(e, e.key.state, SDL_KEYUP);
}

void AppDriver::text(const std::string& utf8) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  e.text.windowID = SDL_GetWindowID(app_->window());
  REQUIRE(utf8.size() < sizeof(e.text.text));
  utf8.copy(e.text.text, utf8.size());
  push(e);
  frames(1);
}

std::optional<Point> AppDriver::find_widget(const std::string& window_name,
                                            const std::string& label, std::optional<int> scope) {
  // A screen that just appeared needs two frames: ImGui sizes auto-resizing windows on
  // their second.
  probe_frames(2);
  // The window of that exact name, else the (last) one whose name starts with it and goes
  // no deeper: a child window's name is its parent's, "/", its own and a hash, so the
  // children of that child (another "/") are not it.
  ImGuiWindow* window = nullptr;
  for (ImGuiWindow* w : GImGui->Windows) {
    const std::string_view name(w->Name);
    if (!w->WasActive || !name.starts_with(window_name) ||
        name.substr(window_name.size()).find('/') != std::string_view::npos)
      continue;
    if (window == nullptr || window->Name != window_name) window = w;
  }
  if (window == nullptr) return std::nullopt;
  // The id ImGui gives the widget: its label hashed onto the window's id stack.
  const ImGuiID seed =
      scope ? ImHashData(&*scope, sizeof(int), window->ID) : window->IDStack.back();
  const ImGuiID id = ImHashStr(label.c_str(), 0, seed);
  const ImRect rect = window->InnerClipRect;
  const float centre = std::floor((rect.Min.x + rect.Max.x) / 2);
  // The middle column first: most widgets the tests click are full-width buttons.
  std::vector<float> columns{centre};
  for (float dx = kProbeStepX; centre - dx > rect.Min.x || centre + dx < rect.Max.x;
       dx += kProbeStepX) {
    if (centre + dx < rect.Max.x) columns.push_back(centre + dx);
    if (centre - dx > rect.Min.x) columns.push_back(centre - dx);
  }
  for (float x : columns) {
    for (float y = rect.Min.y + kProbeStepY / 2; y < rect.Max.y; y += kProbeStepY) {
      move_to({x, y});
      probe_frames(1);
      if (GImGui->HoveredId == id) return Point{x, y};
    }
  }
  return std::nullopt;
}

bool AppDriver::click_widget(const std::string& window_name, const std::string& label,
                             std::optional<int> scope) {
  const std::optional<Point> at = find_widget(window_name, label, scope);
  if (!at) return false;
  click(*at);
  return true;
}

namespace {

struct GlyphAt {
  ImWchar codepoint;
  float u1, v1;
};

// Every glyph of every font in the atlas, by the texture position of its top left corner.
std::map<std::pair<float, float>, GlyphAt> glyphs_by_uv() {
  std::map<std::pair<float, float>, GlyphAt> glyphs;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
    for (const ImFontGlyph& g : font->Glyphs)
      if (g.Visible) glyphs[{g.U0, g.V0}] = {static_cast<ImWchar>(g.Codepoint), g.U1, g.V1};
  return glyphs;
}

void append_utf8(std::string& out, unsigned c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

}  // namespace

std::string AppDriver::drawn_text() const {
  const ImDrawData* data = ImGui::GetDrawData();
  REQUIRE(data != nullptr);
  const auto glyphs = glyphs_by_uv();
  std::string text;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImVector<ImDrawVert>& v = data->CmdLists[l]->VtxBuffer;
    // A glyph is a quad of 4 vertices: its corners' texture positions are the glyph's.
    for (int i = 0; i + 3 < v.Size; ++i) {
      const auto found = glyphs.find({v[i].uv.x, v[i].uv.y});
      if (found == glyphs.end() || v[i + 2].uv.x != found->second.u1 ||
          v[i + 2].uv.y != found->second.v1)
        continue;
      append_utf8(text, found->second.codepoint);
      i += 3;
    }
  }
  return text;
}

std::string without_spaces(const std::string& text) {
  std::string out;
  for (const char c : text)
    if (c != ' ' && c != '\n') out += c;
  return out;
}

std::filesystem::path AppDriver::save_png(const std::string& name) {
  const std::filesystem::path file = screenshot_dir() / name;
  save_png_as(file);
  return file;
}

void AppDriver::save_png_as(const std::filesystem::path& file) {
  const std::string error = app_->step_and_save(file.string());
  INFO(error);
  REQUIRE(error.empty());
}

namespace {

// The pixels of a PNG as 32-bit RGBA, freed by the destructor.
class RgbaImage {
 public:
  explicit RgbaImage(const std::filesystem::path& png) {
    SDL_Surface* loaded = IMG_Load(png.string().c_str());
    INFO(png << ": " << IMG_GetError());
    REQUIRE(loaded != nullptr);
    surface_ = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    REQUIRE(surface_ != nullptr);
  }
  ~RgbaImage() { SDL_FreeSurface(surface_); }
  RgbaImage(const RgbaImage&) = delete;
  RgbaImage& operator=(const RgbaImage&) = delete;
  int width() const { return surface_->w; }
  int height() const { return surface_->h; }
  // Bytes R, G, B, A of the pixel.
  const Uint8* at(int x, int y) const {
    return static_cast<const Uint8*>(surface_->pixels) +
           static_cast<std::ptrdiff_t>(y) * surface_->pitch + static_cast<std::ptrdiff_t>(x) * 4;
  }

 private:
  SDL_Surface* surface_ = nullptr;
};

}  // namespace

ImageStats image_stats(const std::filesystem::path& png) {
  const RgbaImage image(png);
  std::set<Uint32> colours;
  for (int y = 0; y < image.height() && static_cast<int>(colours.size()) < kColourCap; ++y) {
    for (int x = 0; x < image.width(); ++x) {
      const Uint8* p = image.at(x, y);
      colours.insert(static_cast<Uint32>(p[0]) << 16 | static_cast<Uint32>(p[1]) << 8 | p[2]);
    }
  }
  return {image.width(), image.height(), static_cast<int>(colours.size())};
}

int count_pixels(const std::filesystem::path& png,
                 const std::function<bool(int, int, int)>& wanted) {
  const RgbaImage image(png);
  int count = 0;
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      const Uint8* p = image.at(x, y);
      if (wanted(p[0], p[1], p[2])) ++count;
    }
  }
  return count;
}

std::array<int, 3> pixel_at(const std::filesystem::path& png, int x, int y) {
  const RgbaImage image(png);
  REQUIRE(x >= 0);
  REQUIRE(y >= 0);
  REQUIRE(x < image.width());
  REQUIRE(y < image.height());
  const Uint8* p = image.at(x, y);
  return {p[0], p[1], p[2]};
}

int differing_pixels(const std::filesystem::path& a, const std::filesystem::path& b) {
  const RgbaImage first(a);
  const RgbaImage second(b);
  REQUIRE(first.width() == second.width());
  REQUIRE(first.height() == second.height());
  int count = 0;
  for (int y = 0; y < first.height(); ++y) {
    for (int x = 0; x < first.width(); ++x) {
      if (std::memcmp(first.at(x, y), second.at(x, y), 3) != 0) ++count;
    }
  }
  return count;
}

}  // namespace app::test
