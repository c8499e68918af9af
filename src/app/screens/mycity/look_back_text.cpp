#include "screens/mycity/look_back_text.hpp"

#include "i18n/translate.hpp"
#include "screens/mycity/play/play_paint.hpp"

namespace mycity::app {

using i18n::tr;

std::string action_done_text(const Action& action) {
  if (action.kind == ActionKind::Pass) return tr("passed");
  if (action.kind == ActionKind::Drop) return tr("dropped out");
  return tr("built");
}

std::string action_suggested_text(const Action& suggested, const Action& done) {
  if (suggested.kind == ActionKind::Pass) return tr("pass");
  if (suggested.kind == ActionKind::Drop) return tr("drop out");
  return done.kind == ActionKind::Build ? tr("build it elsewhere") : tr("build it");
}

std::string replay_city_line(const std::string& did, const PlayerState& player) {
  return did.empty() ? score_text(player) : did + "  \xC2\xB7  " + score_text(player);
}

}  // namespace mycity::app
