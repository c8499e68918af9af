// Plays the cues through SDL2_mixer: the audio device opened once, each cue's file of
// assets/sounds/ loaded once. Without a device or a file the app stays silent.
#pragma once

#include <array>
#include <filesystem>
#include <string>

#include "platform/sound_sink.hpp"

struct Mix_Chunk;

namespace app {

class SoundPlayer final : public SoundSink {
 public:
  // Opens the audio device and loads every cue from `dir`; when either fails, says why in
  // one line on stderr and plays nothing. Never throws.
  explicit SoundPlayer(const std::filesystem::path& dir);
  ~SoundPlayer();
  SoundPlayer(const SoundPlayer&) = delete;
  SoundPlayer& operator=(const SoundPlayer&) = delete;

  // A cue still sounding is not started again (a fast table would only stutter).
  void play(Cue cue, int volume) override;
  // Whether the device is open and every cue loaded.
  bool ready() const { return ready_; }
  // Whether there was no audio device to open (Settings says so).
  bool device_missing() const { return device_missing_; }

 private:
  // Returns the reason when something could not be opened or loaded, empty on success.
  std::string open(const std::filesystem::path& dir);
  void close();

  std::array<Mix_Chunk*, kAllCues.size()> chunks_{};
  bool audio_open_ = false;
  bool ready_ = false;
  bool device_missing_ = false;
};

}  // namespace app
