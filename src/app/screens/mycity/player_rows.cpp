#include "screens/mycity/player_rows.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

#include "i18n/translate.hpp"
#include "screens/mycity/animal_badges.hpp"
#include "screens/remembered_choice.hpp"
#include "table/default_names.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

using mycity::session::Strength;
constexpr std::optional<Strength> kKinds[] = {std::nullopt, Strength::Easy, Strength::Medium,
                                              Strength::Hard};

std::string kind_label(const std::optional<Strength>& kind) {
  return kind ? i18n::format(i18n::tr("Computer: {1}"), mycity::session::strength_label(*kind))
              : i18n::tr("Person");
}

std::string animal_name(const mycity::session::Animals& animals, int animal) {
  return i18n::tr(animals.at(animal).name);
}

float animal_choice_width(const mycity::session::Animals& animals) {
  std::vector<std::string> names;
  for (int a = 0; a < animals.count(); ++a) names.push_back(animal_name(animals, a));
  return combo_width(names);
}

std::vector<std::string> kind_labels() {
  std::vector<std::string> labels;
  for (const std::optional<Strength>& kind : kKinds) labels.push_back(kind_label(kind));
  return labels;
}

}  // namespace

float player_kind_width() {
  return combo_width(kind_labels());
}

bool player_kind_choice(std::optional<Strength>& kind) {
  int chosen =
      static_cast<int>(std::find(std::begin(kKinds), std::end(kKinds), kind) - std::begin(kKinds));
  if (!choice_combo("##kind", "kind", kind_labels(), chosen)) return false;
  kind = kKinds[chosen];
  return true;
}

void PlayerRows::add(const std::string& name, int animal,
                     std::optional<mycity::session::Strength> computer) {
  Row row;
  // A name the game gave stays a hint, shown in the language of the day.
  if (!table::is_default_name(name))
    std::strncpy(row.name.data(), name.c_str(), row.name.size() - 1);
  row.animal = animal;
  row.computer = computer;
  while (animal_taken(row.animal, rows_.size())) row.animal = (row.animal + 1) % animals_.count();
  rows_.push_back(row);
}

std::string PlayerRows::default_name(std::size_t index) const {
  const std::optional<mycity::session::Strength>& computer = rows_[index].computer;
  return computer ? table::default_computer_name(mycity::session::strength_id(*computer))
                  : table::default_player_name(index);
}

std::string PlayerRows::name(std::size_t index) const {
  return table::typed_or(rows_[index].name.data(), default_name(index));
}

std::string PlayerRows::city(std::size_t index) const {
  return table::typed_or(rows_[index].city.data(), table::default_city_name(index));
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
  draw_animal_badge(ImGui::GetWindowDrawList(), frame, animals_, row.animal,
                    {at.x + badge * 0.5f, at.y + badge * 0.5f}, badge);
  ImGui::Dummy({badge, badge});
  ImGui::SameLine();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (badge - ImGui::GetFrameHeight()) * 0.5f);
  // The name (and city) fields take what the choices, each as wide as its longest words in
  // this language, leave; so the row never leaves the window.
  const float usual = (with_city_ ? 170.0f : 240.0f) * s;
  const std::string remove = i18n::tr("Remove");
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int fields = with_city_ ? 2 : 1;
  const float animal_width = animal_choice_width(animals_);
  const float others = (with_computers_ ? player_kind_width() + gap : 0.0f) +
                       (roster_ ? remembered_choice_width() : 0.0f) + animal_width + gap +
                       framed_width({remove}) + static_cast<float>(fields) * gap;
  const float field = std::clamp(
      (ImGui::GetContentRegionAvail().x - others) / static_cast<float>(fields), 60.0f * s, usual);
  ImGui::SetNextItemWidth(field);
  const std::string name_hint = table::shown_name(default_name(index));
  ImGui::InputTextWithHint("##name", name_hint.c_str(), row.name.data(), row.name.size());
  if (roster_) {
    ImGui::SameLine(0.0f, 0.0f);
    draw_remembered_choice(index);
  }
  if (with_computers_) {
    ImGui::SameLine();
    // A new choice empties the name, so the field's hint names the seat ("Computer (hard)").
    if (player_kind_choice(row.computer)) row.name.fill('\0');
  }
  if (with_city_) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(field);
    const std::string city_hint = table::shown_name(table::default_city_name(index));
    ImGui::InputTextWithHint("##city", city_hint.c_str(), row.city.data(), row.city.size());
  }
  ImGui::SameLine();
  draw_animal_choice(index, animal_width);
  ImGui::SameLine();
  ImGui::BeginDisabled(rows_.size() <= static_cast<std::size_t>(min_rows));
  if (button((remove + "###remove").c_str()))
    rows_.erase(rows_.begin() + static_cast<std::ptrdiff_t>(index));
  ImGui::EndDisabled();
  ImGui::PopID();
}

void PlayerRows::draw_remembered_choice(std::size_t index) {
  std::vector<std::string> seated;
  for (std::size_t i = 0; i < rows_.size(); ++i) seated.push_back(name(i));
  const table::RememberedPlayer* picked = remembered_choice(*roster_, seated);
  if (picked == nullptr) return;
  Row& row = rows_[index];
  put_name(row.name, picked->name);
  row.computer.reset();
  const std::optional<int> animal = animals_.find(picked->animal);
  if (animal && !animal_taken(*animal, index)) row.animal = *animal;
}

// A list, not a button an animal: four names side by side did not fit beside the name in
// every language; the badge at the row's start shows the choice in colour and shape.
void PlayerRows::draw_animal_choice(std::size_t index, float width) {
  Row& row = rows_[index];
  ImGui::SetNextItemWidth(width);
  if (!begin_combo("##animal", animal_name(animals_, row.animal))) return;
  for (int a = 0; a < animals_.count(); ++a) {
    ImGui::BeginDisabled(animal_taken(a, index));
    // "###animal<a>": the same item in every language.
    const std::string item = animal_name(animals_, a) + "###animal" + std::to_string(a);
    if (ImGui::Selectable(item.c_str(), row.animal == a)) row.animal = a;
    ImGui::EndDisabled();
  }
  ImGui::EndCombo();
}

}  // namespace app
