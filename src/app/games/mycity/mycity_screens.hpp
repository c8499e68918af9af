// My City's screens: setup, play, end, the campaign's, the finished games', its rules.
#pragma once

#include <filesystem>
#include <vector>

#include "screens/screen_list.hpp"

namespace mycity::session {
class GameHub;
class CampaignHub;
class LookBack;
struct Presentation;
}  // namespace mycity::session

namespace mycity::app {

// The models My City's screens draw from and act on (its module's).
struct ScreenModels {
  session::GameHub& game;
  session::CampaignHub& campaign;
  session::LookBack& look_back;               // a finished game or episode looked at again
  const session::Presentation& presentation;  // animals, term words, chapter pictures
  std::filesystem::path assets;
};

const std::vector<ScreenEntry<ScreenModels>>& mycity_screens();

}  // namespace mycity::app
