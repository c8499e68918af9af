// The score track (R20-R24): starts at 10; below 0 it shows 0 and keeps the deficit,
// which later gains pay off first (R23); with a cap, reaching it freezes the track for
// the rest of the episode (R22).
#pragma once

#include <algorithm>
#include <optional>

namespace mycity {

class ScoreTrack {
 public:
  static constexpr int kStart = 10;

  explicit ScoreTrack(std::optional<int> cap = std::nullopt) : cap_(cap) {}

  // The true value: negative while a deficit remains.
  int value() const { return value_; }
  // What the track shows (R23).
  int shown() const { return std::max(0, value_); }
  bool capped() const { return capped_; }

  // Applies a gain or loss; returns the points that actually moved the value.
  int add(int points) {
    if (capped_) return 0;
    const int before = value_;
    value_ += points;
    if (cap_ && value_ >= *cap_) {
      value_ = *cap_;
      capped_ = true;
    }
    return value_ - before;
  }

 private:
  std::optional<int> cap_;
  int value_ = kStart;
  bool capped_ = false;
};

}  // namespace mycity
