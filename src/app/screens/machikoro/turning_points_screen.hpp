// The turning points of a finished Machi Koro game (docs/machikoro.md, "Turning points"): per
// person, the decisions that most changed their chance to win as the hard computer player's
// playouts estimate it, its choice beside the one made, and a button to the replay at that
// turn. Worked out on its own thread (LookBack): a progress bar and Cancel meanwhile.
#pragma once

#include "ui/screen.hpp"

namespace machikoro {
struct GameAnalysis;
struct TurningPoint;
}  // namespace machikoro

namespace machikoro::session {
class GameHub;
class GameStory;
class LookBack;
}  // namespace machikoro::session

namespace app {

class MachiKoroTurningPointsScreen : public Screen {
 public:
  MachiKoroTurningPointsScreen(const machikoro::session::GameHub& hub,
                               machikoro::session::LookBack& look)
      : hub_(hub), look_(look) {}
  void draw(UiFrame& frame) override;
  // Leaving while the points are worked out stops them: opened again, they begin anew.
  void on_leave() override;
  bool animating() const override { return running_; }

 private:
  void draw_seat(UiFrame& frame, const machikoro::session::GameStory& story,
                 const machikoro::GameAnalysis& analysis, int seat, int& listed);
  // `listed`: the point's place in the whole list, from 0 (its button's ID).
  void draw_point(UiFrame& frame, const machikoro::session::GameStory& story,
                  const machikoro::TurningPoint& point, int listed);
  void draw_buttons(UiFrame& frame, float height);

  const machikoro::session::GameHub& hub_;
  machikoro::session::LookBack& look_;
  bool running_ = false;
};

}  // namespace app
