// The analysis of a finished game (docs/ai.md): per player the score made, the best score
// found with hindsight, and the costliest actions against the hard player's choice. It is
// worked out on another thread; meanwhile a quiet "analysing…" shows.
#pragma once

#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
}  // namespace mycity::session

namespace mycity::app {

class AnalysisScreen : public Screen {
 public:
  explicit AnalysisScreen(session::GameHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  bool animating() const override { return waiting_; }

 private:
  session::GameHub& hub_;
  bool waiting_ = false;  // the analysis is still being worked out
};

}  // namespace mycity::app
