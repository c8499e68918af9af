#include "platform/command_line.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "base/random.hpp"
#include "base/utf8_path.hpp"
#include "games/game_list.hpp"
#include "games/registry.hpp"
#include "i18n/translate.hpp"
#include "ui/settings.hpp"

namespace app {

namespace {

constexpr int kMinWindowSide = 320;
constexpr int kMaxWindowSide = 16384;

std::optional<int> parse_int(const std::string& text) {
  int value = 0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (ec != std::errc{} || ptr != last || text.empty()) return std::nullopt;
  return value;
}

std::optional<double> parse_seconds(const std::string& text) {
  double value = 0.0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (ec != std::errc{} || ptr != last || text.empty() || !std::isfinite(value) || value <= 0.0)
    return std::nullopt;
  return value;
}

bool known_language(const std::string& code) {
  if (code == i18n::kPseudoLanguage) return true;
  const auto& all = i18n::languages();
  return std::any_of(all.begin(), all.end(), [&](const auto& l) { return l.code == code; });
}

}  // namespace

const std::vector<std::string>& screen_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const ScreenId screen : all_start_screens()) out.emplace_back(screen.name());
    return out;
  }();
  return names;
}

namespace {

bool known_game(const std::string& id) {
  const auto& all = game_infos();
  return std::any_of(all.begin(), all.end(), [&](const GameInfo& g) { return g.id == id; });
}

// "mycity, machikoro": the ids --game takes.
std::string game_list() {
  std::string list;
  for (const GameInfo& game : game_infos())
    list += (list.empty() ? "" : ", ") + std::string(game.id);
  return list;
}

// "menu, settings, …": the names --screen takes, as every game's list gives them.
std::string screen_name_list() {
  std::string list;
  for (const std::string& name : screen_names()) list += (list.empty() ? "" : ", ") + name;
  return list;
}

}  // namespace

std::optional<WindowSize> parse_window_size(const std::string& text) {
  const auto x = text.find_first_of("xX");
  if (x == std::string::npos) return std::nullopt;
  const auto w = parse_int(text.substr(0, x));
  const auto h = parse_int(text.substr(x + 1));
  if (!w || !h) return std::nullopt;
  if (*w < kMinWindowSide || *w > kMaxWindowSide) return std::nullopt;
  if (*h < kMinWindowSide || *h > kMaxWindowSide) return std::nullopt;
  return WindowSize{*w, *h};
}

std::string usage_text() {
  return "Usage: mycity [OPTIONS]\n"
         "\n"
         "Board games at one screen: My City (polyomino city building, 2-4 players) and\n"
         "Machi Koro (dice, cards and coins, 2-5 players), hot-seat or against the computer.\n"
         "\n"
         "Options:\n"
         "  --help               show this help and exit\n"
         "  --version            show the version and exit\n"
         "  --size WxH           window size in points, e.g. 1280x800 (not saved)\n"
         "  --ui-scale PERCENT   size of the texts and controls, e.g. 150 (75-250, not\n"
         "                       saved; Settings keeps one)\n"
         "  --screenshot FILE    draw the first screen, save it as a PNG file and exit\n"
         "  --screen NAME        start on a screen:\n"
         "                       " +
         screen_name_list() +
         "\n"
         "  --settings FILE      read/write settings in FILE instead of the per-user file\n"
         "  --quit-after SEC     quit after SEC seconds (for tests)\n"
         "  --frame-stats        print the number of frames drawn when quitting\n"
         "  --save-dir DIR       keep the autosave in DIR instead of the per-user folder\n"
         "                       (screenshot runs without it never save)\n"
         "  --new-game PLAYERS   start straight into an Eternity game, e.g.\n"
         "                       \"Ann:fox,Ben:owl\" (2-4 players; fox, owl, bear, hare)\n"
         "                       (\"Cy:bear@hard\": the computer plays, easy/medium/hard)\n"
         "  --game ID            the game --new-game starts: mycity (default) or machikoro\n"
         "                       (\"Ann,Ben:medium\": a name, or name:computer player)\n"
         "  --seed N             deck shuffle for --new-game (default: random)\n"
         "  --autoplay N         with --new-game: the greedy bot plays N actions first,\n"
         "                       e.g. for a mid-game or end-of-game screenshot\n"
         "  --language CODE      show the texts in CODE (en, ru, hu, es, fr, de, or pseudo\n"
         "                       for text-fit tests) instead of the Settings' language\n"
         "\n"
         "Keys: F11 toggles fullscreen, Esc goes back; the bar at a table's foot shows the\n"
         "keys of the moment.\n"
         "My City: arrows move the building, R rotates (F mirrors under that house rule),\n"
         "Enter places then confirms, Z undoes, P passes, D drops out, L shows the legal\n"
         "places, S your buildings and the cards left, H a hint.\n"
         "Machi Koro: Space rolls, 1 or 2 the dice, R rolls again, K keeps the roll, A adds 2\n"
         "(Harbor), N does not; arrows go from card to card, Space picks, Enter ends the turn\n"
         "(or swaps), D declines a swap, Backspace undoes, C the card in words, H a hint.\n"
         "Headless: SDL_VIDEODRIVER=offscreen SDL_RENDER_DRIVER=software mycity --screenshot "
         "a.png\n";
}

ParsedCommandLine parse_command_line(const std::vector<std::string>& args) {
  ParsedCommandLine result;
  Options& o = result.options;
  auto fail = [&](std::string message) {
    result.error = std::move(message);
    return result;
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= args.size()) return false;
      out = args[++i];
      return true;
    };
    std::string v;
    if (arg == "--help" || arg == "-h") {
      o.help = true;
    } else if (arg == "--version") {
      o.version = true;
    } else if (arg == "--frame-stats") {
      o.frame_stats = true;
    } else if (arg == "--screenshot") {
      if (!value(v) || v.empty()) return fail("--screenshot needs a file name");
      o.screenshot = v;
    } else if (arg == "--size") {
      if (!value(v)) return fail("--size needs a value such as 1280x800");
      o.size = parse_window_size(v);
      if (!o.size)
        return fail("--size: \"" + v + "\" is not WxH with both between " +
                    std::to_string(kMinWindowSide) + " and " + std::to_string(kMaxWindowSide));
    } else if (arg == "--ui-scale") {
      if (!value(v)) return fail("--ui-scale needs a percentage such as 150");
      const auto percent = parse_int(v);
      const int least = static_cast<int>(std::lround(kMinUiScale * 100));
      const int most = static_cast<int>(std::lround(kMaxUiScale * 100));
      if (!percent || *percent < least || *percent > most)
        return fail("--ui-scale: \"" + v + "\" is not a percentage from " + std::to_string(least) +
                    " to " + std::to_string(most));
      o.ui_scale = static_cast<float>(*percent) / 100.0f;
    } else if (arg == "--screen") {
      if (!value(v)) return fail("--screen needs a screen name");
      const auto& names = screen_names();
      if (std::find(names.begin(), names.end(), v) == names.end())
        return fail("--screen: unknown screen \"" + v + "\" (" + screen_name_list() + ")");
      o.screen = v;
    } else if (arg == "--settings") {
      if (!value(v) || v.empty()) return fail("--settings needs a file name");
      o.settings_file = base::utf8_path(v);
    } else if (arg == "--quit-after") {
      if (!value(v)) return fail("--quit-after needs a number of seconds");
      const auto seconds = parse_seconds(v);
      if (!seconds) return fail("--quit-after: \"" + v + "\" is not a positive number of seconds");
      o.quit_after_seconds = *seconds;
    } else if (arg == "--save-dir") {
      if (!value(v) || v.empty()) return fail("--save-dir needs a directory");
      o.save_dir = base::utf8_path(v);
    } else if (arg == "--new-game") {
      if (!value(v)) return fail("--new-game needs players such as \"Ann:fox,Ben:owl\"");
      o.new_game = v;  // read at start, against the animals of the assets
    } else if (arg == "--game") {
      if (!value(v)) return fail("--game needs a game such as machikoro");
      if (!known_game(v)) return fail("--game: unknown game \"" + v + "\" (" + game_list() + ")");
      o.game = v;
    } else if (arg == "--seed") {
      if (!value(v)) return fail("--seed needs a number");
      o.seed = base::seed_from_text(v);
      if (!o.seed) return fail("--seed: \"" + v + "\" is not a whole number from 0");
    } else if (arg == "--autoplay") {
      if (!value(v)) return fail("--autoplay needs a number of actions");
      const auto n = parse_int(v);
      if (!n || *n < 0) return fail("--autoplay: \"" + v + "\" is not a number of actions from 0");
      o.autoplay = *n;
    } else if (arg == "--language") {
      if (!value(v)) return fail("--language needs a language code such as ru");
      if (!known_language(v))
        return fail("--language: unknown language \"" + v + "\" (en, ru, hu, es, fr, de, pseudo)");
      o.language = v;
    } else {
      return fail("unknown argument \"" + arg + "\"");
    }
  }
  if ((o.autoplay > 0 || o.seed || o.game) && !o.new_game)
    return fail("--autoplay, --seed and --game go with --new-game");
  return result;
}

}  // namespace app
