#include "platform/fonts.hpp"

#include <imgui.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "base/utf8_path.hpp"

namespace app {
namespace {

constexpr const char* kRegularFont = "DejaVuSans.ttf";
constexpr const char* kBoldFont = "DejaVuSans-Bold.ttf";

// Latin-1, Latin Extended-A (Hungarian ő ű, Czech, Polish ...), Cyrillic and Cyrillic
// Supplement, general punctuation (dashes, quotes, ellipsis), arrows and the minus sign.
constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF,  // Basic Latin + Latin-1 Supplement
    0x0100, 0x017F,  // Latin Extended-A
    0x0400, 0x052F,  // Cyrillic + Cyrillic Supplement
    0x2010, 0x205E,  // General Punctuation
    0x2190, 0x2199,  // Arrows
    0x2212, 0x2212,  // Minus sign
    0x2605, 0x2606,  // Stars
    0,
};

// Titles (the game, chapters) in every catalog's language: the body's ranges less the
// Cyrillic Supplement, which no catalog uses, to keep the large glyphs' atlas small.
constexpr ImWchar kTitleGlyphRanges[] = {
    0x0020, 0x00FF, 0x0100, 0x017F, 0x0400, 0x045F, 0x2010, 0x205E,
    0x2190, 0x2199, 0x2212, 0x2212, 0x2605, 0x2606, 0,
};

// Above this the title is drawn scaled up instead of rasterised larger (atlas size).
constexpr float kMaxTitlePixels = 128.0f;

ImFont* add_font(const std::filesystem::path& path, float size, const ImWchar* ranges,
                 int oversample) {
  ImGuiIO& io = ImGui::GetIO();
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return nullptr;
  ImFontConfig config;
  config.OversampleH = oversample;
  config.OversampleV = 1;
  config.PixelSnapH = false;
  // ImGui opens a UTF-8 name as UTF-16 on Windows: a folder may be "C:\Users\Зоя".
  return io.Fonts->AddFontFromFileTTF(base::utf8_string(path).c_str(), size, &config, ranges);
}

}  // namespace

Fonts build_fonts(const std::filesystem::path& dir, float pixel_scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  Fonts fonts;
  const std::filesystem::path regular = dir / kRegularFont;
  const std::filesystem::path bold = dir / kBoldFont;
  fonts.body = add_font(regular, kBodyFontSize * pixel_scale, kGlyphRanges, 2);
  if (fonts.body == nullptr) {
    std::cerr << "mycity: font " << base::utf8_string(regular)
              << " not found (reinstall the game); using the built-in font\n";
    ImFontConfig config;
    config.SizePixels = 13.0f * pixel_scale;
    fonts.body = io.Fonts->AddFontDefault(&config);
    fonts.small = fonts.body;
    fonts.heading = fonts.body;
    fonts.title = fonts.body;
    return fonts;
  }
  fonts.small = add_font(regular, kSmallFontSize * pixel_scale, kGlyphRanges, 2);
  fonts.heading = add_font(bold, kHeadingFontSize * pixel_scale, kGlyphRanges, 2);
  const float title_pixels = kTitleFontSize * pixel_scale;
  fonts.title = add_font(bold, std::min(title_pixels, kMaxTitlePixels), kTitleGlyphRanges, 1);
  if (fonts.title != nullptr && title_pixels > kMaxTitlePixels)
    fonts.title->Scale = title_pixels / kMaxTitlePixels;
  if (fonts.small == nullptr) fonts.small = fonts.body;
  if (fonts.heading == nullptr) fonts.heading = fonts.body;
  if (fonts.title == nullptr) fonts.title = fonts.heading;
  io.FontDefault = fonts.body;
  return fonts;
}

}  // namespace app
