// The sound player on SDL's dummy audio driver (no real device is opened): every cue's file
// loads and plays, a cue still sounding is not started again, and a missing or broken file
// leaves the app silent with one line saying why.
#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app_driver.hpp"
#include "platform/sound_player.hpp"

namespace app::test {
namespace {

// std::cerr's text while the object lives.
class CaptureErrors {
 public:
  CaptureErrors() : old_(std::cerr.rdbuf(text_.rdbuf())) {}
  ~CaptureErrors() { std::cerr.rdbuf(old_); }
  std::string text() const { return text_.str(); }

 private:
  std::ostringstream text_;
  std::streambuf* old_;
};

}  // namespace

TEST_CASE("the sound player loads every cue and plays each once at a time", "[app][sound]") {
  SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
  CaptureErrors errors;
  SoundPlayer player(std::filesystem::path(MYCITY_ASSETS_DIR) / "sounds");
  REQUIRE(player.ready());
  CHECK(errors.text().empty());
  CHECK(Mix_Playing(-1) == 0);
  player.play(Cue::Dice, 50);
  CHECK(Mix_Playing(-1) == 1);
  player.play(Cue::Dice, 50);  // still sounding: not started again
  CHECK(Mix_Playing(-1) == 1);
  player.play(Cue::Coins, 100);
  CHECK(Mix_Playing(-1) == 2);
  for (const Cue cue : kAllCues) player.play(cue, 1);
  CHECK(Mix_Playing(-1) == static_cast<int>(kAllCues.size()));
}

TEST_CASE("without its sound files the player says so once and stays silent", "[app][sound]") {
  SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
  TempDir empty;
  CaptureErrors errors;
  SoundPlayer player(empty.path());
  CHECK_FALSE(player.ready());
  const std::string text = errors.text();
  CHECK(text.rfind("mycity: playing without sound: ", 0) == 0);
  CHECK(text.find((empty.path() / "place.wav").string() + ": no such file") != std::string::npos);
  CHECK(std::count(text.begin(), text.end(), '\n') == 1);
  player.play(Cue::Place, 70);  // nothing, and no crash
}

TEST_CASE("a sound file that is not a sound is named, and the player stays silent",
          "[app][sound]") {
  SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
  TempDir dir;
  std::ofstream(dir.path() / "place.wav") << "not a sound";
  CaptureErrors errors;
  SoundPlayer player(dir.path());
  CHECK_FALSE(player.ready());
  CHECK(errors.text().find((dir.path() / "place.wav").string() + ": cannot be read: ") !=
        std::string::npos);
}

}  // namespace app::test
