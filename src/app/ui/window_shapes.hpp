// Where every window is and how big, as one number: a frame whose number differs from the
// last one's moved or resized a window, and ImGui needs another frame to settle it.
#pragma once

#include <cstdint>

namespace app {

// After ImGui::Render(): a hash of each shown window's id, position, size and content size.
std::uint64_t window_shapes();

}  // namespace app
