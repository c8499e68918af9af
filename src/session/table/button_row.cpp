#include "table/button_row.hpp"

#include <algorithm>

namespace table {

ButtonRow centred_buttons(int count, float width, float max_w, float gap) {
  const auto n = static_cast<float>(std::max(count, 1));
  const float w = std::min(max_w, (width - (n + 1) * gap) / n);
  return {(width - n * w - (n - 1) * gap) * 0.5f, w};
}

}  // namespace table
