#include "platform/app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <bitset>
#include <cmath>
#include <iostream>

#include "games/registry.hpp"
#include "paint/picture_cache.hpp"
#include "paint/solid_fill.hpp"
#include "paint/svg_cache.hpp"
#include "platform/data_dir.hpp"
#include "platform/key_press.hpp"
#include "platform/language.hpp"
#include "platform/screenshot.hpp"
#include "platform/sound_player.hpp"
#include "ui/quit_question.hpp"
#include "ui/theme.hpp"
#include "ui/window_shapes.hpp"

namespace app {

namespace {

// Frames drawn after any input: ImGui needs a couple to settle hover states and the
// sizes of auto-resizing windows.
constexpr int kFramesAfterInput = 3;
// Frames drawn before --screenshot reads the pixels (auto-sized windows appear on the
// second frame).
constexpr int kScreenshotFrame = 3;
constexpr int kIdleWaitMs = 500;
// A layout that keeps changing on its own (it should not) stops being redrawn after this
// many frames.
constexpr int kMaxSettleFrames = 12;

// Nobody listens to an offscreen window (the tests) or to a --screenshot run: they never
// open an audio device.
// Headless runs are silent unless an audio driver is named (SDL_AUDIODRIVER, as tests do).
bool wants_speakers(const Options& options) {
  if (options.screenshot) return false;
  const char* video = SDL_GetCurrentVideoDriver();
  const bool headless = video == nullptr || std::string_view(video) == "offscreen" ||
                        std::string_view(video) == "dummy";
  return !headless || SDL_GetHint(SDL_HINT_AUDIODRIVER) != nullptr;
}

std::optional<ScreenId> screen_from_name(std::string_view name) {
  for (const ScreenId screen : all_start_screens())
    if (screen.name() == name) return screen;
  return std::nullopt;
}

}  // namespace

void say_cannot_start(const std::string& why) {
  std::cerr << "mycity: " << why << '\n';
#ifdef _WIN32
  SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "My City", why.c_str(), nullptr);
#endif
}

App::App(Options options) : options_(std::move(options)) {}

App::~App() {
  shutdown();
}

bool App::start() {
  std::filesystem::path data_dir;
  std::filesystem::path assets;
  try {
    data_dir = default_data_dir();
    assets = default_assets_dir();
    fonts_dir_ = default_fonts_dir();
  } catch (const std::exception& e) {
    say_cannot_start(std::string("the game's data cannot be read: ") + e.what());
    return false;
  }
  // Windows: per-monitor DPI awareness with the window in points and the renderer in pixels, as
  // on other systems, so pixel_density() sharpens the text at 150 % and 200 % display scaling.
  SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    say_cannot_start(std::string("cannot start SDL: ") + SDL_GetError());
    return false;
  }
  sdl_ready_ = true;

  // Settings: a bad file is reported and left alone (SettingsStore).
  std::filesystem::path file = options_.settings_file
                                   ? std::filesystem::path(*options_.settings_file)
                                   : default_settings_file();
  LoadedSettings loaded = load_settings(file);
  for (const std::string& problem : loaded.problems)
    std::cerr << "mycity: settings: " << problem << '\n';
  settings_.emplace(file, std::move(loaded));
  if (options_.screenshot) settings_->set_read_only(true);
  const Settings& s = settings_->get();
  use_language(options_.language.value_or(s.language));

  const bool fullscreen = s.fullscreen && !options_.screenshot;
  // --size is taken as asked.
  const auto [width, height] = options_.size
                                   ? std::pair{options_.size->width, options_.size->height}
                                   : fit_to_screen(s.window_width, s.window_height);
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  window_ = SDL_CreateWindow("My City \xC2\xB7 Machi Koro", SDL_WINDOWPOS_CENTERED,
                             SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (window_ == nullptr) {
    say_cannot_start(std::string("cannot open a window: ") + SDL_GetError());
    return false;
  }
  SDL_SetWindowMinimumSize(window_, 640, 480);
  if (SDL_Surface* icon = rasterise_svg_file(assets / "art" / "app_icon.svg", 64, 64)) {
    SDL_SetWindowIcon(window_, icon);
    SDL_FreeSurface(icon);
  }
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  if (renderer_ == nullptr) {
    std::cerr << "mycity: no accelerated renderer (" << SDL_GetError()
              << "); using the software renderer\n";
    renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  }
  if (renderer_ == nullptr) {
    say_cannot_start(std::string("cannot create a renderer: ") + SDL_GetError());
    return false;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // window layout is code, not state
  io.UserData = &audit_;     // the widgets report what does not fit
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  imgui_ready_ = true;
  rebuild_fonts_if_needed();

  art_ = std::make_unique<SvgCache>(renderer_, assets / game_registry().front().info.art_dir);
  pictures_ = std::make_unique<PictureCache>(renderer_);
  solid_fills_ = std::make_unique<SolidFills>(renderer_);
  use_solid_fills(solid_fills_.get());
  if (wants_speakers(options_)) {
    speakers_ = std::make_unique<SoundPlayer>(assets / "sounds");
    sound_ = speakers_.get();
  }
  // The autosave: --save-dir, else beside the settings; a screenshot run without
  // --save-dir never reads or writes the user's saves.
  std::filesystem::path save_dir;
  if (options_.save_dir) {
    save_dir = *options_.save_dir;
  } else if (!options_.screenshot) {
    save_dir = default_settings_file().parent_path();
  }
  roster_ =
      std::make_unique<table::Roster>(save_dir.empty() ? save_dir : save_dir / "players.json");
  if (!roster_->problem().empty()) std::cerr << "mycity: " << roster_->problem() << '\n';
  const GameStart start{data_dir, assets, save_dir, *art_, *roster_};
  try {
    for (const RegisteredGame& game : game_registry()) games_.push_back(game.make(start));
  } catch (const std::exception& e) {
    say_cannot_start(std::string("the game's data cannot be read: ") + e.what());
    return false;
  }
  screens_ = make_screens(games_, *roster_, screen_owners_);
  show(options_.screen ? screen_from_name(*options_.screen).value_or(ScreenId::MainMenu)
                       : ScreenId::MainMenu);
  return !options_.new_game || start_game_from_options();
}

void App::shutdown() {
  if (settings_ && window_ != nullptr) {
    note_windowed_size();
    settings_->flush();
  }
  sound_ = nullptr;
  speakers_.reset();
  pictures_.reset();
  use_solid_fills(nullptr);
  solid_fills_.reset();
  art_.reset();
  if (imgui_ready_) {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    imgui_ready_ = false;
  }
  if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  renderer_ = nullptr;
  window_ = nullptr;
  if (sdl_ready_) SDL_Quit();
  sdl_ready_ = false;
}

float App::pixel_density() const {
  int ww = 0;
  int wh = 0;
  int pw = 0;
  int ph = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  if (SDL_GetRendererOutputSize(renderer_, &pw, &ph) != 0 || ww <= 0 || pw <= 0) return 1.0f;
  return std::clamp(static_cast<float>(pw) / static_cast<float>(ww), 0.5f, 4.0f);
}

float App::ui_scale() const {
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(window_, &width, &height);
  return fitted_ui_scale(static_cast<float>(width), static_cast<float>(height),
                         options_.ui_scale.value_or(settings_->get().ui_scale));
}

void App::rebuild_fonts_if_needed() {
  const float ui_scale = this->ui_scale();
  const float density = pixel_density();
  const float wanted = ui_scale * density;
  if (std::fabs(wanted - fonts_scale_) < 0.001f) return;
  fonts_ = build_fonts(fonts_dir_, wanted);
  ImGui::GetIO().FontGlobalScale = 1.0f / density;
  apply_theme(ui_scale);
  ImGui_ImplSDLRenderer_DestroyFontsTexture();  // recreated by the next NewFrame
  fonts_scale_ = wanted;
}

Screen& App::screen(ScreenId id) {
  return *screens_.at(id);
}

void App::show(ScreenId id) {
  if (screens_.count(current_) != 0) {
    screen(current_).after_frame();
    screen(current_).on_leave();
  }
  current_ = id;
  screen(id).on_enter();
}

bool App::start_game_from_options() {
  GameModule* game = games_.front().get();
  for (const auto& module : games_)
    if (options_.game && module->info().id == *options_.game) game = module.get();
  const NewGameAnswer answer =
      game->start_new_game({*options_.new_game, options_.seed, options_.autoplay});
  if (answer.screen) show(*answer.screen);
  if (!answer.error.empty()) std::cerr << "mycity: --new-game: " << answer.error << '\n';
  return !answer.bad_request;
}

std::pair<int, int> App::fit_to_screen(int width, int height) const {
  SDL_Rect usable{};
  if (SDL_GetDisplayUsableBounds(0, &usable) != 0 || usable.w <= 0 || usable.h <= 0)
    return {width, height};
  return {std::min(width, usable.w), std::min(height, usable.h)};
}

void App::note_windowed_size() {
  const Uint32 flags = SDL_GetWindowFlags(window_);
  if (options_.size || settings_->get().fullscreen ||
      (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED | SDL_WINDOW_MINIMIZED)) != 0)
    return;
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(window_, &width, &height);
  settings_->note_window_size(width, height);
}

void App::apply_settings(const Settings& next) {
  if (next.language != settings_->get().language) use_language(next.language);
  const bool fullscreen_changed = next.fullscreen != settings_->get().fullscreen;
  if (fullscreen_changed && next.fullscreen) {
    note_windowed_size();  // the size to come back to, and to save
    Settings with_size = next;
    with_size.window_width = settings_->get().window_width;
    with_size.window_height = settings_->get().window_height;
    settings_->change(with_size);
  } else {
    settings_->change(next);
  }
  if (!fullscreen_changed) return;
  SDL_SetWindowFullscreen(window_, next.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  // Back to the ordinary window's size: not every video driver restores it.
  if (!next.fullscreen && !options_.size) {
    const auto [width, height] = fit_to_screen(next.window_width, next.window_height);
    SDL_SetWindowSize(window_, width, height);
  }
}

void App::handle_event(const SDL_Event& event) {
  ++events_seen_;
  // The screen sees input first (game keys); what it consumes does not reach ImGui or
  // the app's own keys.
  frames_pending_ = std::max(frames_pending_, kFramesAfterInput);
  if (event.type == SDL_KEYDOWN && !unsaved_problem_ &&
      screen(current_).on_key(key_press(event.key)))
    return;
  ImGui_ImplSDL2_ProcessEvent(&event);
  switch (event.type) {
    case SDL_QUIT:
      request_quit();
      break;
    case SDL_WINDOWEVENT:
      if (event.window.windowID != SDL_GetWindowID(window_)) break;
      if (event.window.event == SDL_WINDOWEVENT_CLOSE) request_quit();
      if (event.window.event == SDL_WINDOWEVENT_LEAVE) pointer_from_events_.reset();
      break;
    case SDL_RENDER_TARGETS_RESET:  // some GPU renderers lose what textures held
      pictures_->clear();
      break;
    case SDL_RENDER_DEVICE_RESET:
      pictures_->clear();
      solid_fills_->clear();
      break;
    case SDL_MOUSEMOTION:
      pointer_from_events_ = {event.motion.x, event.motion.y};
      break;
    case SDL_KEYDOWN:
      if (event.key.repeat != 0) break;
      if (event.key.keysym.sym == SDLK_F11) {
        Settings next = settings_->get();
        next.fullscreen = !next.fullscreen;
        apply_settings(next);
      } else if (event.key.keysym.sym == SDLK_ESCAPE && current_ != ScreenId::MainMenu &&
                 !ImGui::GetIO().WantTextInput &&
                 !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {  // ImGui closes it
        show(ScreenId::MainMenu);
      }
      break;
    default:
      break;
  }
}

void App::apply_requests(UiFrame& frame) {
  if (frame.change_settings) apply_settings(*frame.change_settings);
  play(frame.cues);
  if (frame.go_to && *frame.go_to != current_) {
    show(*frame.go_to);
    frames_pending_ = std::max(frames_pending_, kFramesAfterInput);
  }
  if (frame.quit) request_quit();
}

void App::play(const std::vector<Cue>& cues) {
  const Settings& s = settings_->get();
  if (sound_ == nullptr || s.sound_muted || s.sound_volume <= 0) return;
  std::bitset<kAllCues.size()> played;
  for (const Cue cue : cues) {
    const auto index = static_cast<std::size_t>(cue);
    if (played[index]) continue;
    played[index] = true;
    sound_->play(cue, s.sound_volume);
  }
}

std::string App::last_save_failure() const {
  for (const std::unique_ptr<GameModule>& game : games_)
    if (std::string failure = game->last_save_failure(); !failure.empty()) return failure;
  return "";
}

void App::request_quit() {
  const std::string failure = last_save_failure();
  if (failure.empty()) {
    running_ = false;
  } else {
    unsaved_problem_ = failure;
    frames_pending_ = std::max(frames_pending_, kFramesAfterInput);
  }
}

void App::ask_before_quitting(UiFrame& frame) {
  const QuitAnswer answer = draw_quit_question(frame, *unsaved_problem_);
  if (answer != QuitAnswer::None) unsaved_problem_.reset();
  if (answer == QuitAnswer::QuitAnyway) running_ = false;
}

std::string App::draw_frame(const std::string& capture_file, Pixels pixels) {
  rebuild_fonts_if_needed();
  const float density = pixel_density();
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The 1.86 SDL backend reads the pointer from SDL's state, which it only trusts while the
  // window has mouse or keyboard focus; a window without focus (the offscreen driver, some
  // X setups) falls back to the last motion event, as ImGui 1.87's event-based backend does.
  ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMousePosValid(&io.MousePos) && pointer_from_events_)
    io.MousePos = {static_cast<float>(pointer_from_events_->first),
                   static_cast<float>(pointer_from_events_->second)};
  // HiDPI by the renderer's own scale: the backend then hands SDL points (its comment on
  // SDL_RenderSetScale), and SDL scales vertices and clip rectangles alike.
  io.DisplayFramebufferScale = {density, density};
  SDL_RenderSetScale(renderer_, density, density);
  // Enter activates the focused button like Space (ImGui 1.86 maps only Space), so menus
  // work from the keyboard the way players expect; the game screens consume their own
  // Enter presses in on_key before ImGui sees them.
  if (!io.WantTextInput && (io.KeysDown[SDL_SCANCODE_RETURN] || io.KeysDown[SDL_SCANCODE_KP_ENTER]))
    io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
  ImGui::NewFrame();
  audit_.begin_frame();

  UiFrame frame{.art = *art_,
                .pictures = *pictures_,
                .fonts = fonts_,
                .backdrop = backdrop(),
                .settings = *settings_,
                .pixel_density = density,
                .ui_scale = ui_scale(),
                .no_sound_device = speakers_ != nullptr && speakers_->device_missing(),
                .go_to = {},
                .change_settings = {},
                .quit = false,
                .cues = {}};
  screen(current_).draw(frame);
  if (unsaved_problem_) ask_before_quitting(frame);

  ImGui::Render();
  audit_.check_windows();
  std::string error;
  if (pixels == Pixels::Rendered) {
    SDL_SetRenderDrawColor(renderer_, (palette::kTable >> IM_COL32_R_SHIFT) & 0xFF,
                           (palette::kTable >> IM_COL32_G_SHIFT) & 0xFF,
                           (palette::kTable >> IM_COL32_B_SHIFT) & 0xFF, 255);
    SDL_RenderClear(renderer_);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    // Read before SDL_RenderPresent: afterwards the back buffer's content is undefined.
    if (!capture_file.empty()) error = save_screenshot(renderer_, capture_file);
    SDL_RenderPresent(renderer_);
    ++frames_drawn_;
  }
  art_->end_frame();
  pictures_->end_frame();
  if (frames_pending_ > 0) --frames_pending_;
  // A window that moved or resized itself (an auto-sized panel that grew) is drawn again
  // until it settles: ImGui sizes such windows from the frame before.
  const std::uint64_t shapes = window_shapes();
  if (shapes == last_window_shapes_) {
    settle_frames_ = 0;
  } else if (settle_frames_ < kMaxSettleFrames) {
    ++settle_frames_;
    frames_pending_ = std::max(frames_pending_, 1);
  }
  last_window_shapes_ = shapes;
  apply_requests(frame);
  return error;
}

void App::step() {
  step_frame();
  after_frame();
}

const Backdrop& App::backdrop() const {
  const auto owner = screen_owners_.find(current_);
  return owner != screen_owners_.end() ? owner->second->backdrop() : plain_backdrop();
}

void App::handle_events() {
  SDL_Event event;
  while (SDL_PollEvent(&event) == 1) handle_event(event);
}

void App::step_frame() {
  handle_events();
  if (running_) draw_frame();
}

void App::after_frame() {
  screen(current_).after_frame();
}

std::string App::step_and_save(const std::string& png_file) {
  handle_events();
  if (!running_) return "the app has quit; no frame was drawn";
  const std::string error = draw_frame(png_file);
  after_frame();
  return error;
}

void App::step_unrendered() {
  handle_events();
  if (running_) draw_frame({}, Pixels::Skipped);
  after_frame();
}

void App::run_for(std::uint32_t ms) {
  loop_until(SDL_GetTicks64() + ms);
}

void App::loop_until(std::uint64_t deadline) {
  while (running_) {
    const bool busy = frames_pending_ > 0 || screen(current_).animating();
    SDL_Event event;
    int timeout = kIdleWaitMs;
    if (deadline != 0) {
      const Uint64 now = SDL_GetTicks64();
      timeout =
          now >= deadline ? 0 : static_cast<int>(std::min<Uint64>(deadline - now, kIdleWaitMs));
    }
    // Idle: block until something happens instead of redrawing the same picture.
    bool got = SDL_PollEvent(&event) == 1;
    if (!got && !busy) got = SDL_WaitEventTimeout(&event, timeout) == 1;
    while (got) {
      handle_event(event);
      got = SDL_PollEvent(&event) == 1;
    }
    if (!running_ || (deadline != 0 && SDL_GetTicks64() >= deadline)) break;
    if (frames_pending_ > 0 || screen(current_).animating()) {
      draw_frame();
      after_frame();
    }
  }
  after_frame();  // an action's save when no frame followed it (quitting)
}

int App::run() {
  if (!start()) return 1;
  if (options_.screenshot) {
    for (int i = 1; i < kScreenshotFrame && running_; ++i) step();
    const std::string error = step_and_save(*options_.screenshot);
    if (!error.empty()) {
      std::cerr << "mycity: screenshot failed: " << error << '\n';
      return 1;
    }
    std::cerr << "mycity: screenshot saved to " << *options_.screenshot << '\n';
    return 0;
  }
  const Uint64 start = SDL_GetTicks64();
  const Uint64 quit_at =
      options_.quit_after_seconds > 0
          ? start + static_cast<Uint64>(std::llround(options_.quit_after_seconds * 1000.0))
          : 0;
  loop_until(quit_at);
  if (options_.frame_stats) {
    const double seconds = static_cast<double>(SDL_GetTicks64() - start) / 1000.0;
    std::cerr << "mycity: frames drawn: " << frames_drawn_ << ", events: " << events_seen_
              << ", seconds: " << seconds << '\n';
  }
  return 0;
}

}  // namespace app
