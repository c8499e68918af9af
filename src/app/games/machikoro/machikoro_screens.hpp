// Machi Koro's screens: setup, continue, play, end.
#pragma once

#include <filesystem>
#include <vector>

#include "screens/screen_list.hpp"

namespace machikoro::session {
class GameHub;
}  // namespace machikoro::session

namespace mycity::app {

// The models Machi Koro's screens draw from and act on (its module's).
struct MachiKoroModels {
  machikoro::session::GameHub& game;
  std::filesystem::path assets;
};

const std::vector<ScreenEntry<MachiKoroModels>>& machikoro_screens();

}  // namespace mycity::app
