#include "machikoro/session/look_back.hpp"

#include <algorithm>

namespace machikoro::session {

void LookBack::open(GameStory story, LookBackFrom from) {
  story_.emplace(std::move(story));
  from_ = from;
  step_ = 0;
}

void LookBack::step_by(int delta) {
  const auto last = static_cast<long long>(steps());
  step_ = static_cast<std::size_t>(std::clamp(static_cast<long long>(step_) + delta, 0LL, last));
}

}  // namespace machikoro::session
