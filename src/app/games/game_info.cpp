#include "games/game_info.hpp"

#include <string>

#include "games/machikoro/machikoro_info.hpp"
#include "games/mycity/mycity_info.hpp"

namespace mycity::app {

const std::vector<GameInfo>& game_infos() {
  static const std::vector<GameInfo> games = {mycity_info(), machikoro_info()};
  return games;
}

bool switch_on(const Settings& settings, const GameInfo& game, const GameSwitch& which) {
  const auto section = settings.games.find(game.id);
  if (section == settings.games.end()) return which.fallback;
  const auto value = section->second.find(which.key);
  return value == section->second.end() ? which.fallback : value->second;
}

void set_switch(Settings& settings, const GameInfo& game, const GameSwitch& which, bool on) {
  settings.games[std::string(game.id)][which.key] = on;
}

}  // namespace mycity::app
