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

namespace app {

// The models My City's screens draw from and act on (its module's).
struct ScreenModels {
  mycity::session::GameHub& game;
  mycity::session::CampaignHub& campaign;
  mycity::session::LookBack& look_back;               // a finished game or episode looked at again
  const mycity::session::Presentation& presentation;  // animals, term words, chapter pictures
  std::filesystem::path assets;
  table::KeptOutcomesCache* kept;  // the kept games read once a run; none without a save folder
};

const std::vector<ScreenEntry<ScreenModels>>& mycity_screens();

}  // namespace app
