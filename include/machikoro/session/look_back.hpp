// The Machi Koro game looked back at in the replay: its story, the turn shown and where it
// was opened from (the end screen or the finished games), so Back returns there.
#pragma once

#include <optional>
#include <string>

#include "machikoro/session/game_story.hpp"

namespace machikoro::session {

enum class LookBackFrom { End, FinishedGames };

class LookBack {
 public:
  void open(GameStory story, LookBackFrom from);
  const GameStory* story() const { return story_ ? &*story_ : nullptr; }
  LookBackFrom from() const { return from_; }
  // Turns played at the step shown: 0 is the start, story()->turns().size() the end.
  std::size_t step() const { return step_; }
  std::size_t steps() const { return story_ ? story_->turns().size() : 0; }
  // Moves by `delta` turns, held within the game.
  void step_by(int delta);

 private:
  std::optional<GameStory> story_;
  LookBackFrom from_ = LookBackFrom::End;
  std::size_t step_ = 0;
};

}  // namespace machikoro::session
