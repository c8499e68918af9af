#include "screens/mycity/paint/art.hpp"

#include "i18n/translate.hpp"

namespace mycity::app {

std::string_view terrain_art(Terrain t) {
  switch (t) {
    case Terrain::Meadow:
      return "meadow";
    case Terrain::Mountain:
      return "mountain";
    case Terrain::Forest:
      return "forest";
  }
  return "meadow";
}

std::string_view feature_art(Feature f) {
  switch (f) {
    case Feature::None:
      return {};
    case Feature::DoubleTrees:
      return "trees_double";
    case Feature::DoubleRocks:
      return "rocks_double";
    case Feature::SingleTree:
      return "tree_single";
    case Feature::SingleRock:
      return "rock_single";
    case Feature::Well:
      return "well";
    case Feature::Gold:
      return "gold";
  }
  return {};
}

std::string_view building_art(Colour c) {
  switch (c) {
    case Colour::Yellow:
      return "building_yellow";
    case Colour::Red:
      return "building_red";
    case Colour::Blue:
      return "building_blue";
    case Colour::Purple:
      return "building_purple";
    case Colour::Grey:
      return "building_grey";
    case Colour::Gold:
      return "building_gold";
  }
  return "building_yellow";
}

std::string_view pattern_art(Colour c) {
  switch (c) {
    case Colour::Yellow:
      return "pattern_yellow";
    case Colour::Red:
      return "pattern_red";
    case Colour::Blue:
      return "pattern_blue";
    case Colour::Purple:
      return "pattern_purple";
    case Colour::Grey:
      return "pattern_grey";
    case Colour::Gold:
      return "pattern_gold";
  }
  return "pattern_yellow";
}

const char* colour_label(Colour c) {
  switch (c) {
    case Colour::Yellow:
      return i18n::marked("Residential");
    case Colour::Red:
      return i18n::marked("Public");
    case Colour::Blue:
      return i18n::marked("Industrial");
    case Colour::Purple:
      return i18n::marked("Church");
    case Colour::Grey:
      return i18n::marked("Station");
    case Colour::Gold:
      return i18n::marked("Town hall");
  }
  return "";
}

}  // namespace mycity::app
