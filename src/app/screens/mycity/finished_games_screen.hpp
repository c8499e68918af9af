// The finished games and campaign episodes kept in the save folder, newest first, with
// each player's score and the winners: each opens in the analysis or the replay view, so
// a group can look at last night's game, and can be deleted (moved to a trash folder).
#pragma once

#include <string>
#include <vector>

#include "mycity/session/finished_games.hpp"
#include "ui/screen.hpp"
#include "ui/trash_question.hpp"

namespace mycity::session {
class CampaignHub;
class GameHub;
class LookBack;
}  // namespace mycity::session

namespace app {

class FinishedGamesScreen : public Screen {
 public:
  // `campaigns`: the campaign a kept episode replays with.
  FinishedGamesScreen(mycity::session::GameHub& hub, const mycity::session::CampaignHub& campaigns,
                      mycity::session::LookBack& look)
      : hub_(hub), campaigns_(campaigns), look_(look) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  // Opens a kept game in the look-back model; false (and error_) when it cannot be read.
  bool open(const mycity::session::FinishedGameFile& file);
  void reload();
  void draw_game(UiFrame& frame, const mycity::session::FinishedGameSummary& game, int index);
  void draw_actions(UiFrame& frame, const mycity::session::FinishedGameSummary& game, int index);

  mycity::session::GameHub& hub_;
  const mycity::session::CampaignHub& campaigns_;
  mycity::session::LookBack& look_;
  std::vector<mycity::session::FinishedGameSummary> games_;
  TrashQuestion trash_;
  std::string error_;  // why a game could not be opened
};

}  // namespace app
