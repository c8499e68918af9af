#include "screens/mycity/look_back_text.hpp"

#include "i18n/translate.hpp"
#include "screens/mycity/play/play_paint.hpp"

namespace app {

using i18n::tr;

std::string action_done_text(const mycity::Action& action) {
  if (action.kind == mycity::ActionKind::Pass) return tr("passed");
  if (action.kind == mycity::ActionKind::Drop) return tr("dropped out");
  return tr("built");
}

std::string action_suggested_text(const mycity::Action& suggested, const mycity::Action& done) {
  if (suggested.kind == mycity::ActionKind::Pass) return tr("pass");
  if (suggested.kind == mycity::ActionKind::Drop) return tr("drop out");
  return done.kind == mycity::ActionKind::Build ? tr("build it elsewhere") : tr("build it");
}

std::string replay_city_line(const std::string& did, const mycity::PlayerState& player) {
  return did.empty() ? score_text(player) : did + "  \xC2\xB7  " + score_text(player);
}

}  // namespace app
