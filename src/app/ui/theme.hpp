// The look of the UI: a warm, paper-and-wood board-game palette.
#pragma once

#include <imgui.h>

namespace mycity::app {

// Resets ImGui's style to the game's theme at `ui_scale` (sizes, paddings, roundings).
void apply_theme(float ui_scale);

namespace palette {
// The wooden table under every screen: the app clears each frame with it.
inline constexpr ImU32 kTable = IM_COL32(74, 58, 40, 255);
// Opaque: the colour a 96 % cream panel had over the table.
inline constexpr ImU32 kPanel = IM_COL32(243, 237, 219, 255);
inline constexpr ImU32 kPanelBorder = IM_COL32(120, 86, 48, 255);
inline constexpr ImU32 kInk = IM_COL32(52, 38, 24, 255);
inline constexpr ImU32 kInkSoft = IM_COL32(110, 90, 66, 255);
inline constexpr ImU32 kShade = IM_COL32(16, 24, 12, 110);
inline constexpr ImU32 kWarn = IM_COL32(170, 40, 30, 255);  // errors, rule warnings
}  // namespace palette

}  // namespace mycity::app
