// Machi Koro's screens: setup, continue, play, end, finished games, replay, how to play.
#pragma once

#include <filesystem>
#include <vector>

#include "screens/screen_list.hpp"

namespace machikoro::session {
class GameHub;
class LookBack;
}  // namespace machikoro::session

namespace app {

// The models Machi Koro's screens draw from and act on (its module's).
struct MachiKoroModels {
  machikoro::session::GameHub& game;
  machikoro::session::LookBack& look_back;  // the game the replay shows
  std::filesystem::path assets;
};

const std::vector<ScreenEntry<MachiKoroModels>>& machikoro_screens();

}  // namespace app
