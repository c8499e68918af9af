// The analysis of a finished game (docs/ai.md): per player the score made, the best score
// found with hindsight, and the costliest actions against the hard player's choice, each
// shown both ways on the board. It is worked out on another thread; meanwhile a quiet
// "analysing…" shows.
#pragma once

#include <optional>

#include "mycity/session/look_back.hpp"
#include "ui/screen.hpp"

namespace mycity::session {}  // namespace mycity::session

namespace app {

class AnalysisScreen : public Screen {
 public:
  explicit AnalysisScreen(mycity::session::LookBack& look) : look_(look) {}
  void draw(UiFrame& frame) override;
  void on_enter() override { shown_.reset(); }
  bool on_key(const KeyPress& key) override;
  bool animating() const override { return waiting_; }

 private:
  // A costly action shown both ways, side by side.
  struct Shown {
    int seat = 0;
    mycity::CostlyAction costly;
    mycity::session::TwoWays ways;
  };
  void draw_player(UiFrame& frame, int seat, const mycity::PlayerAnalysis& player);
  void draw_both_ways(UiFrame& frame, const Shown& shown);

  mycity::session::LookBack& look_;
  bool waiting_ = false;  // the analysis is still being worked out
  std::optional<Shown> shown_;
};

}  // namespace app
