// The end of a Machi Koro game: the winner, and per player (best placed first) the income by
// card and by source, what they paid out, their coins over the turns and the totals they
// rolled. Play again (the same seats, a new deal), the replay, the menu.
#pragma once

#include <limits>
#include <string>

#include "ui/screen.hpp"

namespace machikoro::session {
class GameHub;
class GameStory;
class LookBack;
}  // namespace machikoro::session

namespace app {

class MachiKoroEndScreen : public Screen {
 public:
  MachiKoroEndScreen(machikoro::session::GameHub& hub, machikoro::session::LookBack& look)
      : hub_(hub), look_(look) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  bool on_key(const KeyPress& key) override;

 private:
  void draw_banner(UiFrame& frame, const machikoro::session::GameStory& story, float margin);
  void draw_buttons(UiFrame& frame, const machikoro::session::GameStory& story, float y);
  void play_again(UiFrame& frame);

  machikoro::session::GameHub& hub_;
  machikoro::session::LookBack& look_;
  bool play_again_requested_ = false;
  std::string error_;
  float body_height_ = std::numeric_limits<float>::max();  // the summaries', last frame
};

}  // namespace app
