// A finished game stepped through round by round (← and → or the buttons): every city at
// once, the round's card and what each player did with it.
#pragma once

#include "ui/screen.hpp"

namespace mycity::session {
class LookBack;
}  // namespace mycity::session

namespace app {

class ReplayScreen : public Screen {
 public:
  explicit ReplayScreen(mycity::session::LookBack& look) : look_(look) {}
  void draw(UiFrame& frame) override;
  bool on_key(const KeyPress& key) override;

 private:
  mycity::session::LookBack& look_;
};

}  // namespace app
