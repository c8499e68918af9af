// Machi Koro's kept games, newest first, each with its players and winner: open one in the
// replay, or delete it (to the trash folder). A file that cannot be read says why.
#pragma once

#include <string>
#include <vector>

#include "machikoro/session/game_hub.hpp"
#include "ui/screen.hpp"
#include "ui/trash_question.hpp"

namespace machikoro::session {
class LookBack;
}  // namespace machikoro::session

namespace app {

class MachiKoroFinishedGamesScreen : public Screen {
 public:
  MachiKoroFinishedGamesScreen(const machikoro::session::GameHub& hub,
                               machikoro::session::LookBack& look)
      : hub_(hub), look_(look) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void draw_game(UiFrame& frame, const machikoro::session::KeptGame& game, int index);
  void draw_actions(UiFrame& frame, const machikoro::session::KeptGame& game, int index);

  const machikoro::session::GameHub& hub_;
  machikoro::session::LookBack& look_;
  std::vector<machikoro::session::KeptGame> games_;  // read once on entering
  TrashQuestion trash_;
  std::string error_;  // why a game could not be opened
};

}  // namespace app
