// Every screen of the app: the shared ones (front menu, settings) and each game's
// (games/registry.hpp). Adding a screen: its file, a ScreenId (ui/screen.hpp), and one line
// in its game's list (My City: games/mycity/mycity_screens.cpp).
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include "games/game_module.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
class CampaignHub;
class LookBack;
struct LoadedContent;
struct Presentation;
}  // namespace mycity::session

namespace mycity::app {

// The models the screens draw from and act on.
struct ScreenModels {
  session::GameHub& game;
  session::CampaignHub& campaign;
  session::LookBack& look_back;               // a finished game or episode looked at again
  const session::Presentation& presentation;  // animals, term words, chapter pictures
  std::filesystem::path assets;
  const session::LoadedContent& content;  // read while the screens are made, not kept
  const GameModules& games;               // every game's module, in game_registry() order
};

struct ScreenEntry {
  ScreenId id;
  std::string_view name;  // for mycity --screen NAME; empty: not a place to start
  std::function<std::unique_ptr<Screen>(const ScreenModels&)> make;
};

template <typename T, typename... Args>
std::unique_ptr<Screen> make_screen(Args&&... args) {
  return std::make_unique<T>(std::forward<Args>(args)...);
}

const std::vector<ScreenEntry>& screen_list();

}  // namespace mycity::app
