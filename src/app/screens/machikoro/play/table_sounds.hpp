// What the Machi Koro table sounds like: the cues for what changed since the frame before.
#pragma once

#include <optional>
#include <vector>

#include "ui/sound_cue.hpp"

namespace app::mk {

// The table as the players see it in one frame.
struct HeardTable {
  int rolls = 0;           // dice rolled since the screen was entered
  std::vector<int> coins;  // each seat's coins as shown (before the roll while the dice tumble)
  bool over = false;
};

class TableSounds {
 public:
  // The end of the game alone when it ended; else the dice when they were rolled and the
  // coins when any seat's changed. Nothing on the first call after forget(), so a game
  // entered or continued makes no sound.
  std::vector<Cue> heard(const HeardTable& now);
  void forget() { last_.reset(); }

 private:
  std::optional<HeardTable> last_;
};

}  // namespace app::mk
