// The lists of screens: the shared ones (front menu, settings, statistics) here, each game's beside
// its module (games/registry.hpp). Adding a screen: its file, its ScreenId (My City's:
// screens/mycity/screen_ids.hpp), and one line in its game's list
// (games/mycity/mycity_screens.cpp).
#pragma once

#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "ui/game_module.hpp"
#include "ui/screen.hpp"

namespace app {

// Whether `mycity --screen NAME` may start on a screen.
enum class StartHere : bool { No, Yes };

// One line of a list of screens made from `Models`.
template <typename Models>
struct ScreenEntry {
  ScreenId id;
  StartHere start;
  std::function<std::unique_ptr<Screen>(const Models&)> make;
};

template <typename T, typename... Args>
std::unique_ptr<Screen> make_screen(Args&&... args) {
  return std::make_unique<T>(std::forward<Args>(args)...);
}

template <typename Models>
void add_listed_screens(const std::vector<ScreenEntry<Models>>& list, const Models& models,
                        Screens& screens) {
  for (const ScreenEntry<Models>& entry : list) screens[entry.id] = entry.make(models);
}

template <typename Models>
std::vector<ScreenId> start_screens(const std::vector<ScreenEntry<Models>>& list) {
  std::vector<ScreenId> out;
  for (const ScreenEntry<Models>& entry : list)
    if (entry.start == StartHere::Yes) out.push_back(entry.id);
  return out;
}

// What the front menu, Settings and the statistics are made from.
struct SharedModels {
  const GameModules& games;
  table::Roster& roster;
};
const std::vector<ScreenEntry<SharedModels>>& shared_screens();

}  // namespace app
