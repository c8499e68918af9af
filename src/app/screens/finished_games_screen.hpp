// The finished games and campaign episodes kept in the save folder, newest first: each
// opens in the analysis or the replay view, so a group can look at last night's game.
#pragma once

#include <string>
#include <vector>

#include "mycity/session/finished_games.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class CampaignHub;
class GameHub;
}  // namespace mycity::session

namespace mycity::app {

class FinishedGamesScreen : public Screen {
 public:
  // `campaigns`: the campaign a kept episode replays with.
  FinishedGamesScreen(session::GameHub& hub, const session::CampaignHub& campaigns)
      : hub_(hub), campaigns_(campaigns) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  // Opens a kept game in the look-back model; false (and error_) when it cannot be read.
  bool open(const session::FinishedGameFile& file);

  session::GameHub& hub_;
  const session::CampaignHub& campaigns_;
  std::vector<session::FinishedGameFile> files_;
  std::string error_;
};

}  // namespace mycity::app
