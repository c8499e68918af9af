// What the app knows of a game before any window opens: its name, where its words and art
// are, and the switches and choices it keeps in the settings file. SDL-free: the settings parser
// (and its fuzz target) reads every game's settings (games/game_list.hpp lists the games).
#pragma once

#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

#include "ui/settings.hpp"

namespace app {

// One of a game's own settings, kept under the game's id in the settings file.
struct GameSwitch {
  const char* key;
  bool fallback;  // when the file does not say
};

// A setting that takes one of a few values, kept in the file as the value's word.
struct GameChoice {
  const char* key;
  std::span<const std::string_view> words;  // the values, in the order the game numbers them
  std::size_t fallback;                     // the value when the file does not say
};

struct GameInfo {
  std::string_view id;           // its section of the settings file; never changes
  const char* name;              // English, shown through i18n::tr
  std::string_view text_domain;  // the gettext catalog its words are in (po/)
  std::string_view art_dir;      // its art, under assets/; "" for none yet
  std::vector<GameSwitch> switches;
  std::vector<GameChoice> choices;
};

bool switch_on(const Settings& settings, const GameInfo& game, const GameSwitch& which);
void set_switch(Settings& settings, const GameInfo& game, const GameSwitch& which, bool on);
// The value chosen, as its place in `which.words`.
std::size_t chosen(const Settings& settings, const GameInfo& game, const GameChoice& which);
void set_choice(Settings& settings, const GameInfo& game, const GameChoice& which,
                std::size_t value);

}  // namespace app
