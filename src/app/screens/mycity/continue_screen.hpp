// Continue: resumes the game in memory or the autosave. A save that cannot be read is
// moved aside (never deleted) and its error is shown.
#pragma once

#include <string>

#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace mycity::app {

class ContinueScreen : public Screen {
 public:
  explicit ContinueScreen(session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;

 private:
  session::GameHub& hub_;
  bool tried_ = false;
  bool broken_ = false;
  std::string error_;
  std::string moved_to_;
};

}  // namespace mycity::app
