#include "ui/window_shapes.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // the window list and each window's rectangles

#include <cmath>
#include <initializer_list>

namespace app {
namespace {

// FNV-1a over 64-bit words.
std::uint64_t mix(std::uint64_t hash, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) {
    hash ^= (value >> (8 * i)) & 0xFF;
    hash *= 0x100000001B3ull;
  }
  return hash;
}

std::uint64_t points(float v) {
  return static_cast<std::uint64_t>(static_cast<std::int64_t>(std::lround(v)));
}

}  // namespace

std::uint64_t window_shapes() {
  std::uint64_t hash = 0xCBF29CE484222325ull;
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active) continue;
    hash = mix(hash, w->ID);
    for (const float v :
         {w->Pos.x, w->Pos.y, w->Size.x, w->Size.y, w->DC.CursorMaxPos.x - w->DC.CursorStartPos.x,
          w->DC.CursorMaxPos.y - w->DC.CursorStartPos.y})
      hash = mix(hash, points(v));
  }
  return hash;
}

}  // namespace app
