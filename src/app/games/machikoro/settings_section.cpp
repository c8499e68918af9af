#include "games/machikoro/settings_section.hpp"

#include <array>

#include "i18n/translate.hpp"
#include "screens/machikoro/machikoro_info.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

void draw_machikoro_settings(UiFrame& frame, Settings& next) {
  // The words of kPaceWords' values, in their order.
  static constexpr std::array<const char*, 3> kPaceLabels = {
      // TRANSLATORS: Machi Koro's pace: computers' turns and rolls without a pause.
      i18n::marked("Instant"),
      // TRANSLATORS: Machi Koro's pace: short pauses.
      i18n::marked("Fast"),
      // TRANSLATORS: Machi Koro's pace: pauses long enough to follow every payment.
      i18n::marked("Normal"),
  };
  const std::size_t pace = chosen(next, machikoro_info(), kPace);
  ImGui::SetNextItemWidth(200.0f * frame.ui_scale);
  // TRANSLATORS: Machi Koro: how fast computers play and dice roll on the table.
  if (begin_combo((tr("Machi Koro: pace of computers and dice") + "###machikoro-pace").c_str(),
                  tr(kPaceLabels.at(pace)))) {
    for (std::size_t i = 0; i < kPaceLabels.size(); ++i)
      if (ImGui::Selectable(tr(kPaceLabels[i]).c_str(), i == pace))
        set_choice(next, machikoro_info(), kPace, i);
    ImGui::EndCombo();
  }
}

}  // namespace app
