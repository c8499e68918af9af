#include "machikoro/session/look_back.hpp"

#include <algorithm>

#include "machikoro/session/computers.hpp"

namespace machikoro::session {

void LookBack::open(GameStory story, LookBackFrom from, std::vector<bool> computers) {
  if (computers.empty()) {
    for (const std::string& name : story.setup().players)
      computers.push_back(is_computer_name(name));
  }
  // A stopped analysis is begun again the next time the game is opened.
  const GameAnalysis* done = analysis_.result();
  if (!story_ || story_->record() != story.record() || computers_ != computers ||
      (done != nullptr && !done->complete))
    analysis_.clear();
  story_.emplace(std::move(story));
  from_ = from;
  step_ = 0;
  from_turning_points_ = false;
  computers_ = std::move(computers);
}

void LookBack::step_by(int delta) {
  const auto last = static_cast<long long>(steps());
  step_ = static_cast<std::size_t>(std::clamp(static_cast<long long>(step_) + delta, 0LL, last));
}

bool LookBack::computer(int seat) const {
  const auto at = static_cast<std::size_t>(seat);
  return at < computers_.size() && computers_[at];
}

void LookBack::analyse(const CardSet& cards, AnalysisSettings settings) {
  if (!story_ || analysis_.started()) return;
  settings.computers = computers_;
  analysis_.start(cards, story_->record(), settings);
}

void LookBack::show_turn(int turn) {
  step_ = 0;
  step_by(turn);
  from_turning_points_ = true;
}

}  // namespace machikoro::session
