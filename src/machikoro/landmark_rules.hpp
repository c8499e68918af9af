// The landmarks whose effects are rules of the engine, keyed by id (K4-K6, K24, K27-K29):
// cards.json must hold each, and no other.
#pragma once

#include <array>
#include <string_view>

namespace machikoro {

struct LandmarkRule {
  std::string_view id;
  std::string_view rule;
};

inline constexpr std::array<LandmarkRule, 7> kLandmarkRules{{
    {"train_station", "K4"},
    {"radio_tower", "K5"},
    {"harbor", "K6"},
    {"shopping_mall", "K24"},
    {"city_hall", "K27"},
    {"amusement_park", "K28"},
    {"airport", "K29"},
}};

}  // namespace machikoro
