#include "machikoro/session/pace.hpp"

#include <algorithm>

namespace machikoro::session {

namespace {

Pacer::Clock::duration seconds(double s) {
  return std::chrono::duration_cast<Pacer::Clock::duration>(std::chrono::duration<double>(s));
}

}  // namespace

double tumble_seconds(Pace pace) {
  switch (pace) {
    case Pace::Instant:
      return 0.0;
    case Pace::Fast:
      return 0.3;
    case Pace::Normal:
      return 0.5;
  }
  return 0.0;
}

double pause_seconds(Pace pace) {
  switch (pace) {
    case Pace::Instant:
      return 0.0;
    case Pace::Fast:
      return 0.25;
    case Pace::Normal:
      return 0.7;
  }
  return 0.0;
}

void Pacer::played(Played what, Pace pace, Clock::time_point now) {
  pause_ = what == Played::Person ? Clock::duration::zero() : seconds(pause_seconds(pace));
  tumble_start_ = now;
  tumble_end_ = what == Played::Roll ? now + seconds(tumble_seconds(pace)) : now;
  hold_end_ = tumble_end_ + pause_;
}

void Pacer::skip(Clock::time_point now) {
  if (!tumbling(now)) return;
  tumble_end_ = now;
  hold_end_ = now + pause_;
}

float Pacer::tumbled(Clock::time_point now) const {
  if (now >= tumble_end_) return 1.0f;
  const auto whole = std::chrono::duration<float>(tumble_end_ - tumble_start_).count();
  const auto gone = std::chrono::duration<float>(now - tumble_start_).count();
  return std::clamp(gone / whole, 0.0f, 1.0f);
}

}  // namespace machikoro::session
