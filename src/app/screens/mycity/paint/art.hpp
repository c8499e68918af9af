// Names of the SVG art in assets/art/ and the colours the UI uses with them.
#pragma once

#include <array>
#include <string_view>

#include "mycity/content.hpp"

namespace mycity::app {

std::string_view terrain_art(Terrain t);
std::string_view feature_art(Feature f);  // empty for Feature::None
std::string_view building_art(Colour c);
std::string_view pattern_art(Colour c);  // colour-blind pattern overlay
// "Residential", ...: marked for the catalog, translate where shown.
const char* colour_label(Colour c);

inline constexpr std::string_view kRiverArt = "river";
inline constexpr std::string_view kStickerSpotArt = "sticker_spot";

inline constexpr std::array<Colour, kColourCount> kAllColours = {
    Colour::Yellow, Colour::Red, Colour::Blue, Colour::Purple, Colour::Grey, Colour::Gold};

}  // namespace mycity::app
