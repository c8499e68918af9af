// My City's screens (games/mycity/mycity_screens.cpp makes them).
#pragma once

#include "ui/screen.hpp"

namespace app {

struct MyCityScreen {
  static constexpr ScreenId Rules{"rules"};
  static constexpr ScreenId ArtPreview{"art"};
  static constexpr ScreenId NewGame{"new-game"};
  static constexpr ScreenId Continue{"continue"};
  static constexpr ScreenId Play{"play"};
  static constexpr ScreenId End{"end"};
  static constexpr ScreenId CampaignNew{"campaign-new"};    // a new legacy campaign
  static constexpr ScreenId CampaignList{"campaign-list"};  // the saved campaigns
  // The campaign between games (envelope, stickers, results, history, end).
  static constexpr ScreenId Campaign{"campaign"};
  static constexpr ScreenId CampaignPlay{"campaign-play"};    // an episode on the play screen
  static constexpr ScreenId FinishedGames{"finished-games"};  // kept in the save folder
  static constexpr ScreenId Analysis{"analysis"};             // a finished game's analysis
  static constexpr ScreenId Replay{"replay"};                 // a finished game round by round
};

}  // namespace app
