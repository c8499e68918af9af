// The Machi Koro game looked back at: its story, the turn the replay shows and where it was
// opened from (the end screen or the finished games), so Back returns there; its turning
// points (machikoro/analysis.hpp), worked out on their own thread once asked for.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "machikoro/session/analysis_work.hpp"
#include "machikoro/session/game_story.hpp"

namespace machikoro::session {

enum class LookBackFrom { End, FinishedGames };

class LookBack {
 public:
  // `computers`: the seats a computer played, when known (the end screen); otherwise a seat
  // under a computer's default name is taken for one. The same game again keeps its turning
  // points, done or under way (a stopped analysis begins again).
  void open(GameStory story, LookBackFrom from, std::vector<bool> computers = {});
  const GameStory* story() const { return story_ ? &*story_ : nullptr; }
  LookBackFrom from() const { return from_; }
  // Turns played at the step shown: 0 is the start, story()->turns().size() the end.
  std::size_t step() const { return step_; }
  std::size_t steps() const { return story_ ? story_->turns().size() : 0; }
  // Moves by `delta` turns, held within the game.
  void step_by(int delta);

  // Whether `seat` is taken for a computer's, whose decisions are not judged.
  bool computer(int seat) const;
  // Starts the turning points unless they are under way or done, with `settings` but for
  // the seats judged; `cards` must outlive them.
  void analyse(const CardSet& cards, AnalysisSettings settings = {});
  const AnalysisWork& analysis() const { return analysis_; }
  // Stops the turning points under way, keeping what they found.
  void stop_analysis() { analysis_.stop(); }

  // The replay at turn `turn` (from 1), opened from the turning points.
  void show_turn(int turn);
  // Whether the replay was opened from the turning points (its Back returns there).
  bool replay_from_turning_points() const { return from_turning_points_; }

 private:
  std::optional<GameStory> story_;
  LookBackFrom from_ = LookBackFrom::End;
  std::size_t step_ = 0;
  std::vector<bool> computers_;
  bool from_turning_points_ = false;
  AnalysisWork analysis_;  // its thread reads a copy of the record and the cards
};

}  // namespace machikoro::session
