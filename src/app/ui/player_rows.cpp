#include "ui/player_rows.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>

#include "i18n/translate.hpp"
#include "mycity/session/presentation.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {
namespace {

// `text` without surrounding blanks, or `hint` when nothing else is left.
std::string typed_or_hint(const char* text, const std::string& hint) {
  const std::string_view s(text);
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return hint;
  return std::string(s.substr(first, s.find_last_not_of(" \t") - first + 1));
}

// Wide enough for "Computer: Medium" and the combo's arrow.
constexpr float kKindWidth = 170.0f;

std::string player_hint(std::size_t index) {
  return i18n::format(i18n::tr("Player {1}"), index + 1);
}
std::string city_hint(std::size_t index) {
  return i18n::format(i18n::tr("City {1}"), index + 1);
}

}  // namespace

bool player_kind_choice(UiFrame& frame, std::optional<session::Strength>& kind, float width) {
  using session::Strength;
  const auto label = [](const std::optional<Strength>& k) {
    return k ? i18n::format(i18n::tr("Computer: {1}"), session::strength_label(*k))
             : i18n::tr("Person");
  };
  ImGui::SetNextItemWidth(width * frame.ui_scale);
  if (!begin_combo("##kind", label(kind))) return false;
  bool changed = false;
  const std::optional<Strength> choices[] = {std::nullopt, Strength::Easy, Strength::Medium,
                                             Strength::Hard};
  for (int i = 0; i < 4; ++i) {
    const std::optional<Strength>& choice = choices[i];
    // "###kind<i>": the same item in every language.
    const std::string item = label(choice) + "###kind" + std::to_string(i);
    if (ImGui::Selectable(item.c_str(), choice == kind) && choice != kind) {
      kind = choice;
      changed = true;
    }
  }
  ImGui::EndCombo();
  return changed;
}

void PlayerRows::add(const std::string& name, int animal,
                     std::optional<session::Strength> computer) {
  Row row;
  std::strncpy(row.name.data(), name.c_str(), row.name.size() - 1);
  row.animal = animal;
  row.computer = computer;
  while (animal_taken(row.animal, rows_.size())) row.animal = (row.animal + 1) % animal_count_;
  rows_.push_back(row);
}

std::string PlayerRows::name_hint(std::size_t index) const {
  const std::optional<session::Strength>& computer = rows_[index].computer;
  return computer ? session::computer_name(*computer) : player_hint(index);
}

std::string PlayerRows::name(std::size_t index) const {
  return typed_or_hint(rows_[index].name.data(), name_hint(index));
}

std::string PlayerRows::city(std::size_t index) const {
  return typed_or_hint(rows_[index].city.data(), city_hint(index));
}

bool PlayerRows::animal_taken(int animal, std::size_t except) const {
  for (std::size_t i = 0; i < rows_.size(); ++i)
    if (i != except && rows_[i].animal == animal) return true;
  return false;
}

void PlayerRows::draw(UiFrame& frame, int min_rows, int max_rows) {
  for (std::size_t i = 0; i < rows_.size(); ++i) draw_row(frame, i, min_rows);
  ImGui::Spacing();
  ImGui::BeginDisabled(rows_.size() >= static_cast<std::size_t>(max_rows));
  if (button((i18n::tr("Add player") + "###add").c_str())) add("", 0);
  ImGui::EndDisabled();
}

void PlayerRows::draw_row(UiFrame& frame, std::size_t index, int min_rows) {
  const float s = frame.ui_scale;
  Row& row = rows_[index];
  ImGui::PushID(static_cast<int>(index));
  const float badge = 36.0f * s;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  draw_animal_badge(ImGui::GetWindowDrawList(), frame, row.animal,
                    {at.x + badge * 0.5f, at.y + badge * 0.5f}, badge);
  ImGui::Dummy({badge, badge});
  ImGui::SameLine();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (badge - ImGui::GetFrameHeight()) * 0.5f);
  // The city takes room from the name: both rows keep the same width. The fields also give
  // way to a longer "Remove" (other languages), so the row never leaves the window.
  const float usual = (with_city_ && with_computers_   ? 125.0f
                       : with_city_ || with_computers_ ? 156.0f
                                                       : 170.0f) *
                      s;
  const std::string remove = i18n::tr("Remove");
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int fields = with_city_ ? 2 : 1;
  const float others = (with_computers_ ? kKindWidth * s + gap : 0.0f) +
                       static_cast<float>(animal_count_) * (64.0f * s + gap) + gap +
                       ImGui::CalcTextSize(remove.c_str()).x +
                       2.0f * ImGui::GetStyle().FramePadding.x +
                       static_cast<float>(fields - 1) * gap;
  const float field =
      std::min(usual, (ImGui::GetContentRegionAvail().x - others) / static_cast<float>(fields));
  ImGui::SetNextItemWidth(field);
  ImGui::InputTextWithHint("##name", name_hint(index).c_str(), row.name.data(), row.name.size());
  if (with_computers_) {
    ImGui::SameLine();
    // A new choice empties the name, so the field's hint names the seat ("Computer (hard)").
    if (player_kind_choice(frame, row.computer, kKindWidth)) row.name.fill('\0');
  }
  if (with_city_) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(field);
    ImGui::InputTextWithHint("##city", city_hint(index).c_str(), row.city.data(), row.city.size());
  }
  for (int a = 0; a < animal_count_; ++a) {
    ImGui::SameLine();
    const bool mine = row.animal == a;
    if (mine) {
      ImGui::PushStyleColor(ImGuiCol_Button, animal_colour(frame, a));
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
    }
    ImGui::BeginDisabled(animal_taken(a, index));
    // The star marks the choice without relying on the button's colour.
    const std::string label =
        i18n::tr(frame.presentation.animals.at(a).name) + (mine ? " \xE2\x98\x85" : "");
    if (button((label + "###animal" + std::to_string(a)).c_str(), {64.0f * s, 0})) row.animal = a;
    ImGui::EndDisabled();
    if (mine) ImGui::PopStyleColor(2);
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(rows_.size() <= static_cast<std::size_t>(min_rows));
  if (button((remove + "###remove").c_str()))
    rows_.erase(rows_.begin() + static_cast<std::ptrdiff_t>(index));
  ImGui::EndDisabled();
  ImGui::PopID();
}

}  // namespace mycity::app
