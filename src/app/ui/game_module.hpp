// A game's part of the running app, in the spirit of OpenSpiel's registry: its models, its
// screens, its entries on the front menu, its section of the Settings screen, the backdrop
// of its menus. games/registry.cpp lists every game's.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "table/default_names.hpp"
#include "table/kept_outcomes_cache.hpp"
#include "table/player_statistics.hpp"
#include "table/roster.hpp"
#include "ui/game_info.hpp"
#include "ui/screen.hpp"

namespace app {

class SvgCache;

// What the app gives every game as it starts.
struct GameStart {
  std::filesystem::path data_dir;  // the content (campaigns/)
  std::filesystem::path assets;    // art and presentation data (assets/)
  std::filesystem::path save_dir;  // its saves; empty: none are read or written
  SvgCache& art;                   // where it adds art it makes (player badges)
  table::Roster& roster;           // the remembered people, every game's (outlives the game)
};

// --new-game PLAYERS [--seed N] [--autoplay N]: the front game started before the first frame.
struct NewGameRequest {
  std::string players;
  std::optional<std::uint64_t> seed;  // none: a random deal
  int autoplay = 0;                   // actions a computer plays first
};
struct NewGameAnswer {
  std::optional<ScreenId> screen;  // the screen showing the game; none when it did not start
  std::string error;               // why it did not
  bool bad_request = false;        // the request could not be read: a usage error
};

// One game's kept games as the statistics screen reads them (My City gives two: Eternity and
// the campaign).
struct KeptStatistics {
  const char* title;  // marked for the catalog ("Machi Koro"): the screen translates it
  const char* score;  // what a score counts, marked ("Points", "Turns to win")
  table::BetterScore better;
  std::vector<table::GameOutcome> games;  // oldest first
  int unreadable = 0;                     // kept files that do not replay
  std::string newest = {};                // KeptOutcomesCache::newest_name: the last played
  table::ComputerNames computers = {};    // the game's own computer names (shown_name)
};

using Screens = std::map<ScreenId, std::unique_ptr<Screen>>;

// A game's group on the front menu, above its buttons: its name (GameInfo), a line on what it
// is, how many play, and its rules.
struct MenuGroup {
  const char* tagline;  // marked for the catalog
  int min_players;
  int max_players;
  ScreenId rules;
  const char* rules_label;  // marked ("Rules", "How to play")
  const char* rules_id;     // the button's ImGui id, the same in every language
};

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual const GameInfo& info() const = 0;
  // Makes its screens from its models, once, when the app starts.
  virtual void add_screens(Screens& /*screens*/) {}
  // Why its last save failed, "" when it did not: the players are asked before quitting.
  virtual std::string last_save_failure() const { return {}; }
  // --new-game, asked of the front game.
  virtual NewGameAnswer start_new_game(const NewGameRequest& /*request*/) {
    return {.screen = {},
            .error = "this game does not start from the command line",
            .bad_request = true};
  }
  // Its group on the front menu: the heading, then how many rows of buttons draw_menu draws
  // (the front menu sizes every button alike to fit) and the rows.
  virtual MenuGroup menu_group() const = 0;
  virtual int menu_rows() const = 0;
  virtual void draw_menu(UiFrame& frame, float button_height) = 0;
  // Its part of the Settings screen; what the player changes goes into `next`.
  virtual void draw_settings(UiFrame& /*frame*/, Settings& /*next*/) {}
  // Its kept games as the statistics screen reads them, a slice at a time, remembered
  // between visits (none without a save folder).
  virtual table::KeptOutcomesCache* kept_games() { return nullptr; }
  // Its parts of the statistics screen, made from what kept_games() has read.
  virtual std::vector<KeptStatistics> kept_statistics() const { return {}; }
  // Behind its own screens' panels (the shared menus have a plain table).
  virtual const Backdrop& backdrop() const = 0;
};

using GameModules = std::vector<std::unique_ptr<GameModule>>;

}  // namespace app
