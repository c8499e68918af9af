// What the app knows of a game before any window opens: its name, where its words and art
// are, and the switches it keeps in the settings file. SDL-free: the settings parser (and
// its fuzz target) reads every game's switches through game_infos().
#pragma once

#include <string_view>
#include <vector>

#include "ui/settings.hpp"

namespace mycity::app {

// One of a game's own settings, kept under the game's id in the settings file.
struct GameSwitch {
  const char* key;
  bool fallback;  // when the file does not say
};

struct GameInfo {
  std::string_view id;           // its section of the settings file; never changes
  const char* name;              // English, shown through i18n::tr
  std::string_view text_domain;  // the gettext catalog its words are in (po/)
  std::string_view art_dir;      // its art, under assets/; "" for none yet
  std::vector<GameSwitch> switches;
};

// Every game of the app, the front menu's first game first (games/registry.hpp adds their
// screens).
const std::vector<GameInfo>& game_infos();

bool switch_on(const Settings& settings, const GameInfo& game, const GameSwitch& which);
void set_switch(Settings& settings, const GameInfo& game, const GameSwitch& which, bool on);

}  // namespace mycity::app
