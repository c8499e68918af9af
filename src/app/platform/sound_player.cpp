#include "platform/sound_player.hpp"

#include <SDL.h>
#include <SDL_mixer.h>

#include <iostream>
#include <string>
#include <system_error>

#include "base/utf8_path.hpp"
#include "ui/settings.hpp"

namespace app {
namespace {

// The files tools/make-sounds.py writes.
const char* file_name(Cue cue) {
  switch (cue) {
    case Cue::Place:
      return "place.wav";
    case Cue::Pass:
      return "pass.wav";
    case Cue::Reveal:
      return "reveal.wav";
    case Cue::GameEnd:
      return "game-end.wav";
    case Cue::Dice:
      return "dice.wav";
    case Cue::Coins:
      return "coins.wav";
  }
  return "";
}

// A cue plays on its own channel, so that another cue never cuts it short.
int channel(Cue cue) {
  return static_cast<int>(cue);
}

// A short buffer: the sound follows the click that made it.
constexpr int kChunkFrames = 1024;

}  // namespace

SoundPlayer::SoundPlayer(const std::filesystem::path& dir) {
  const std::string problem = open(dir);
  if (problem.empty()) {
    ready_ = true;
    return;
  }
  std::cerr << "mycity: playing without sound: " << problem << '\n';
  close();
}

SoundPlayer::~SoundPlayer() {
  close();
}

std::string SoundPlayer::open(const std::filesystem::path& dir) {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    device_missing_ = true;
    return std::string("no audio: ") + SDL_GetError();
  }
  audio_open_ = true;
  if (Mix_OpenAudio(MIX_DEFAULT_FREQUENCY, MIX_DEFAULT_FORMAT, 2, kChunkFrames) != 0) {
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    audio_open_ = false;
    device_missing_ = true;
    return std::string("the audio device cannot be opened: ") + Mix_GetError();
  }
  Mix_AllocateChannels(static_cast<int>(kAllCues.size()));
  for (const Cue cue : kAllCues) {
    const std::filesystem::path file = dir / file_name(cue);
    std::error_code ec;
    const std::string name = base::utf8_string(file);  // SDL reads UTF-8 names
    if (!std::filesystem::is_regular_file(file, ec)) return name + ": no such file";
    Mix_Chunk* chunk = Mix_LoadWAV(name.c_str());
    if (chunk == nullptr) return name + ": cannot be read: " + Mix_GetError();
    chunks_[static_cast<std::size_t>(channel(cue))] = chunk;
  }
  return {};
}

void SoundPlayer::close() {
  ready_ = false;
  if (!audio_open_) return;
  Mix_HaltChannel(-1);
  for (Mix_Chunk*& chunk : chunks_) {
    if (chunk != nullptr) Mix_FreeChunk(chunk);
    chunk = nullptr;
  }
  Mix_CloseAudio();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  audio_open_ = false;
}

void SoundPlayer::play(Cue cue, int volume) {
  if (!ready_ || Mix_Playing(channel(cue)) != 0) return;
  Mix_Volume(channel(cue), volume * MIX_MAX_VOLUME / kMaxSoundVolume);
  Mix_PlayChannel(channel(cue), chunks_[static_cast<std::size_t>(channel(cue))], 0);
}

}  // namespace app
