// Continue a Machi Koro game: the one in memory or the autosave. A save that cannot be read
// is moved aside with its seats file and backup, never deleted; the screen offers to go on
// from the backup (the last action lost) or a new game (ui/damaged_save.hpp).
#pragma once

#include <string>

#include "machikoro/session/table.hpp"
#include "ui/damaged_save.hpp"
#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
}  // namespace machikoro::session

namespace app {

class MachiKoroContinueScreen : public Screen {
 public:
  explicit MachiKoroContinueScreen(machikoro::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void try_to_resume(UiFrame& frame);

  machikoro::session::GameHub& hub_;
  bool tried_ = false;
  bool broken_ = false;  // a save was there and could not be read
  std::string error_;
  machikoro::session::Table::SetAside aside_;
};

}  // namespace app
