#include "screens/mycity/house_rules_choice.hpp"

#include <imgui.h>

#include "i18n/translate.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

bool house_rules_choice(mycity::HouseRules& rules) {
  const bool changed = ImGui::Checkbox(
      (i18n::tr("House rule: buildings may also be mirrored") + "###mirror").c_str(),
      &rules.mirror);
  wrapped_text(i18n::tr("As printed, a building is only turned: its back shows your animal. Some "
                        "groups also allow turning it over."),
               palette::kInkSoft);
  return changed;
}

}  // namespace app
