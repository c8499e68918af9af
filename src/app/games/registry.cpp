#include "games/registry.hpp"

#include "games/coming_game.hpp"
#include "games/machikoro/machikoro_info.hpp"
#include "games/mycity/mycity_module.hpp"
#include "games/mycity/mycity_screens.hpp"

namespace mycity::app {
namespace {

const std::vector<ScreenEntry> kNoScreens;

}  // namespace

const std::vector<RegisteredGame>& game_registry() {
  using M = const ScreenModels&;
  static const std::vector<RegisteredGame> games = {
      {mycity_info(), mycity_screens(), [](M m) { return std::make_unique<MyCityModule>(m); }},
      {machikoro_info(), kNoScreens,
       [](M) { return std::make_unique<ComingGame>(machikoro_info()); }},
  };
  return games;
}

}  // namespace mycity::app
