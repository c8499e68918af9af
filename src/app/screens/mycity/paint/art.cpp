#include "screens/mycity/paint/art.hpp"

#include "i18n/translate.hpp"

namespace app {

std::string_view terrain_art(mycity::Terrain t) {
  switch (t) {
    case mycity::Terrain::Meadow:
      return "meadow";
    case mycity::Terrain::Mountain:
      return "mountain";
    case mycity::Terrain::Forest:
      return "forest";
  }
  return "meadow";
}

std::string_view feature_art(mycity::Feature f) {
  switch (f) {
    case mycity::Feature::None:
      return {};
    case mycity::Feature::DoubleTrees:
      return "trees_double";
    case mycity::Feature::DoubleRocks:
      return "rocks_double";
    case mycity::Feature::SingleTree:
      return "tree_single";
    case mycity::Feature::SingleRock:
      return "rock_single";
    case mycity::Feature::Well:
      return "well";
    case mycity::Feature::Gold:
      return "gold";
  }
  return {};
}

std::string_view building_art(mycity::Colour c) {
  switch (c) {
    case mycity::Colour::Yellow:
      return "building_yellow";
    case mycity::Colour::Red:
      return "building_red";
    case mycity::Colour::Blue:
      return "building_blue";
    case mycity::Colour::Purple:
      return "building_purple";
    case mycity::Colour::Grey:
      return "building_grey";
    case mycity::Colour::Gold:
      return "building_gold";
  }
  return "building_yellow";
}

std::string_view pattern_art(mycity::Colour c) {
  switch (c) {
    case mycity::Colour::Yellow:
      return "pattern_yellow";
    case mycity::Colour::Red:
      return "pattern_red";
    case mycity::Colour::Blue:
      return "pattern_blue";
    case mycity::Colour::Purple:
      return "pattern_purple";
    case mycity::Colour::Grey:
      return "pattern_grey";
    case mycity::Colour::Gold:
      return "pattern_gold";
  }
  return "pattern_yellow";
}

const char* colour_label(mycity::Colour c) {
  switch (c) {
    case mycity::Colour::Yellow:
      return i18n::marked("Residential");
    case mycity::Colour::Red:
      return i18n::marked("Public");
    case mycity::Colour::Blue:
      return i18n::marked("Industrial");
    case mycity::Colour::Purple:
      return i18n::marked("Church");
    case mycity::Colour::Grey:
      return i18n::marked("Station");
    case mycity::Colour::Gold:
      return i18n::marked("Town hall");
  }
  return "";
}

}  // namespace app
