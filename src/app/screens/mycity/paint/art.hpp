// Names of the SVG art in assets/art/ and the colours the UI uses with them.
#pragma once

#include <array>
#include <string_view>

#include "mycity/content.hpp"

namespace app {

std::string_view terrain_art(mycity::Terrain t);
std::string_view feature_art(mycity::Feature f);  // empty for Feature::None
std::string_view building_art(mycity::Colour c);
std::string_view pattern_art(mycity::Colour c);  // colour-blind pattern overlay
// "Residential", ...: marked for the catalog, translate where shown.
const char* colour_label(mycity::Colour c);

inline constexpr std::string_view kRiverArt = "river";
inline constexpr std::string_view kStickerSpotArt = "sticker_spot";

inline constexpr std::array<mycity::Colour, mycity::kColourCount> kAllColours = {
    mycity::Colour::Yellow, mycity::Colour::Red,  mycity::Colour::Blue,
    mycity::Colour::Purple, mycity::Colour::Grey, mycity::Colour::Gold};

}  // namespace app
