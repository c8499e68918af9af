#include "machikoro/session/story_layout.hpp"

#include <algorithm>
#include <cmath>

namespace machikoro::session {

StoryColumns story_columns(float width, int players, float min_width, float gap) {
  StoryColumns out;
  const int fit = static_cast<int>(std::floor((width + gap) / (min_width + gap)));
  out.columns = std::clamp(fit, 1, std::max(players, 1));
  out.rows = (std::max(players, 1) + out.columns - 1) / out.columns;
  // As many rows as needed, then as few columns as fill them: 5 players in 3 + 2, not 4 + 1.
  out.columns = (std::max(players, 1) + out.rows - 1) / out.rows;
  out.width = std::max(
      0.0f, (width - gap * static_cast<float>(out.columns - 1)) / static_cast<float>(out.columns));
  return out;
}

}  // namespace machikoro::session
