#include "screens/mycity/mycity_info.hpp"

#include "i18n/translate.hpp"

namespace app {

const GameInfo& mycity_info() {
  // Settings files from before the games had sections keep these at their top level.
  static const GameInfo info{.id = "mycity",
                             // TRANSLATORS: the game's name as printed on the box in your
                             // language (Russian edition: «Мой город»; the Hungarian and French
                             // boxes keep "My City").
                             .name = i18n::marked("My City"),
                             .text_domain = "mycity",
                             .art_dir = "art",
                             .switches = {kShowRoundReveal, kShowLegalPlaces},
                             .choices = {}};
  return info;
}

}  // namespace app
