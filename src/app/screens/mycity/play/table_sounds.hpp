// What the My City table sounds like: the cue for what changed since the frame before.
#pragma once

#include <optional>

#include "mycity/session/turn_controller.hpp"
#include "ui/sound_cue.hpp"

namespace app {

class TableSounds {
 public:
  // The end of the game, else a round's reveal, else the last action (a building placed,
  // a pass) when the game changed since the last call; nothing on the first call after
  // forget(), so a game entered or continued makes no sound.
  std::optional<Cue> heard(const mycity::session::TurnController& turns);
  void forget() { last_.reset(); }

 private:
  struct Seen {
    int revision = 0;
    mycity::session::TurnController::Phase phase = mycity::session::TurnController::Phase::Handoff;
  };
  std::optional<Seen> last_;
};

}  // namespace app
