#include "ui/game_info.hpp"

#include <algorithm>
#include <string>

namespace app {

bool switch_on(const Settings& settings, const GameInfo& game, const GameSwitch& which) {
  const auto section = settings.games.find(game.id);
  if (section == settings.games.end()) return which.fallback;
  const auto value = section->second.switches.find(which.key);
  return value == section->second.switches.end() ? which.fallback : value->second;
}

void set_switch(Settings& settings, const GameInfo& game, const GameSwitch& which, bool on) {
  settings.games[std::string(game.id)].switches[which.key] = on;
}

std::size_t chosen(const Settings& settings, const GameInfo& game, const GameChoice& which) {
  const auto section = settings.games.find(game.id);
  if (section == settings.games.end()) return which.fallback;
  const auto value = section->second.choices.find(which.key);
  if (value == section->second.choices.end()) return which.fallback;
  const auto word = std::find(which.words.begin(), which.words.end(), value->second);
  return word == which.words.end() ? which.fallback
                                   : static_cast<std::size_t>(word - which.words.begin());
}

void set_choice(Settings& settings, const GameInfo& game, const GameChoice& which,
                std::size_t value) {
  if (value >= which.words.size()) return;
  settings.games[std::string(game.id)].choices[which.key] = std::string(which.words[value]);
}

}  // namespace app
