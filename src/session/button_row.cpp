#include "mycity/session/button_row.hpp"

#include <algorithm>

namespace mycity::session {

ButtonRow four_buttons(float width, float max_w, float gap) {
  const float w = std::min(max_w, (width - 5 * gap) / 4);
  return {width * 0.5f - 2 * w - 1.5f * gap, w};
}

}  // namespace mycity::session
