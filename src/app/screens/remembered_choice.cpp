#include "screens/remembered_choice.hpp"

#include <algorithm>

#include <imgui.h>

#include "i18n/translate.hpp"

namespace app {

float remembered_choice_width() {
  return ImGui::GetFrameHeight();
}

void put_name(std::span<char> field, const std::string& name) {
  std::fill(field.begin(), field.end(), '\0');
  name.copy(field.data(), field.size() - 1);
}

const table::RememberedPlayer* remembered_choice(const table::Roster& roster,
                                                 const std::vector<std::string>& seated) {
  std::vector<const table::RememberedPlayer*> offered;
  for (const table::RememberedPlayer& person : roster.people())
    if (std::find(seated.begin(), seated.end(), person.name) == seated.end())
      offered.push_back(&person);
  const table::RememberedPlayer* picked = nullptr;
  ImGui::BeginDisabled(offered.empty());
  if (ImGui::BeginCombo("##remembered", "", ImGuiComboFlags_NoPreview)) {
    for (const table::RememberedPlayer* person : offered)
      if (ImGui::Selectable((person->name + "###remembered" + std::to_string(person->id)).c_str()))
        picked = person;
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", i18n::tr("Remembered players").c_str());
  return picked;
}

}  // namespace app
