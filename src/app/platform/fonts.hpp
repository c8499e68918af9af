// The ImGui font atlas: DejaVu Sans with Latin-1, Latin Extended-A and Cyrillic glyphs.
#pragma once

#include <filesystem>

#include "ui/fonts.hpp"

namespace app {

// Loads the fonts of `dir` into ImGui's atlas at `pixel_scale` (UI scale times pixel density;
// callers set io.FontGlobalScale = 1 / density), or ImGui's own font, said on stderr, when the
// files are missing. The renderer's font texture must be rebuilt afterwards.
Fonts build_fonts(const std::filesystem::path& dir, float pixel_scale);

inline constexpr float kBodyFontSize = 18.0f;
inline constexpr float kSmallFontSize = 14.0f;
inline constexpr float kHeadingFontSize = 24.0f;
inline constexpr float kTitleFontSize = 64.0f;

}  // namespace app
