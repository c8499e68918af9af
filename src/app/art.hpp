// Names of the SVG art in assets/art/ and the colours the UI uses with them.
#pragma once

#include <array>
#include <string_view>

#include "mycity/content.hpp"

namespace mycity::app {

std::string_view terrain_art(Terrain t);
std::string_view feature_art(Feature f);  // empty for Feature::None
std::string_view building_art(Colour c);
std::string_view pattern_art(Colour c);   // colour-blind pattern overlay
std::string_view colour_label(Colour c);  // "Residential", ...

inline constexpr std::string_view kRiverArt = "river";
inline constexpr std::string_view kStickerSpotArt = "sticker_spot";

inline constexpr int kPlayerAnimalCount = 4;
struct Animal {
  std::string_view art;
  // Its badge's discs, large and small, made by add_badge_discs (badge_art.hpp).
  std::string_view badge_art;
  std::string_view small_badge_art;
  std::string_view name;
  unsigned colour;  // player colour as 0xRRGGBB, for badges and labels
};
inline constexpr std::array<Animal, kPlayerAnimalCount> kPlayerAnimals = {{
    {"animal_fox", "badge_fox", "badge_fox_small", "Fox", 0xE07A2Eu},
    {"animal_owl", "badge_owl", "badge_owl_small", "Owl", 0x7A5C99u},
    {"animal_bear", "badge_bear", "badge_bear_small", "Bear", 0x7B5235u},
    {"animal_hare", "badge_hare", "badge_hare_small", "Hare", 0x6C8FA8u},
}};

inline constexpr std::array<Colour, kColourCount> kAllColours = {
    Colour::Yellow, Colour::Red, Colour::Blue, Colour::Purple, Colour::Grey, Colour::Gold};

}  // namespace mycity::app
