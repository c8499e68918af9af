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

namespace table {
class KeptOutcomesCache;
}  // namespace table

namespace mycity::app {

// The models My City's screens draw from and act on (its module's).
struct ScreenModels {
  session::GameHub& game;
  session::CampaignHub& campaign;
  session::LookBack& look_back;               // a finished game or episode looked at again
  const session::Presentation& presentation;  // animals, term words, chapter pictures
  std::filesystem::path assets;
  table::KeptOutcomesCache* kept;  // the kept games read once a run; none without a save folder
};

const std::vector<ScreenEntry<ScreenModels>>& mycity_screens();

}  // namespace mycity::app
