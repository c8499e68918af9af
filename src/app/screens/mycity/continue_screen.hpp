// Continue: resumes the game in memory or the autosave. A save that cannot be read is moved
// aside with its backup (never deleted); the screen offers to go on from the backup (the last
// move lost) or a new game (ui/damaged_save.hpp).
#pragma once

#include <string>

#include "table/autosave_file.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace app {

class ContinueScreen : public Screen {
 public:
  explicit ContinueScreen(mycity::session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  void try_to_resume(UiFrame& frame);

  mycity::session::GameHub& hub_;
  bool tried_ = false;
  bool broken_ = false;
  std::string error_;
  table::SetAsideFiles aside_;
};

}  // namespace app
