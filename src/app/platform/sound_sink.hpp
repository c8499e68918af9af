// Where the app's cues go: the speakers (SoundPlayer), or a test's record of them.
#pragma once

#include "ui/sound_cue.hpp"

namespace app {

class SoundSink {
 public:
  // `volume`: percent, 1 to kMaxSoundVolume (a muted app asks for nothing).
  virtual void play(Cue cue, int volume) = 0;

 protected:
  ~SoundSink() = default;
};

}  // namespace app
