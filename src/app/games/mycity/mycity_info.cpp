#include "games/mycity/mycity_info.hpp"

#include "i18n/translate.hpp"

namespace mycity::app {

const GameInfo& mycity_info() {
  // Settings files from before the games had sections keep these at their top level.
  static const GameInfo info{.id = "mycity",
                             .name = i18n::marked("My City"),
                             .text_domain = "mycity",
                             .art_dir = "art",
                             .switches = {kShowRoundReveal, kShowLegalPlaces},
                             .choices = {}};
  return info;
}

}  // namespace mycity::app
