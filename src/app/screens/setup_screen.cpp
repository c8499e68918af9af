#include "screens/setup_screen.hpp"

#include <algorithm>
#include <cstring>

#include "art.hpp"
#include "play/game_hub.hpp"
#include "screens/widgets.hpp"
#include "theme.hpp"

namespace mycity::app {
namespace {

constexpr ImU32 kWarn = IM_COL32(170, 40, 30, 255);

std::string trimmed(const char* text) {
  std::string s(text);
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

}  // namespace

void SetupScreen::on_enter() {
  error_.clear();
  if (!rows_.empty()) return;
  // The last game's players, or two fresh seats.
  std::vector<SeatInfo> seats = hub_.last_seats();
  if (seats.empty()) seats = {{"Player 1", 0}, {"Player 2", 1}};
  for (const SeatInfo& seat : seats) {
    Row row;
    std::strncpy(row.name.data(), seat.name.c_str(), row.name.size() - 1);
    row.animal = seat.animal;
    rows_.push_back(row);
  }
}

bool SetupScreen::animal_taken(int animal, std::size_t except) const {
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    if (i != except && rows_[i].animal == animal) return true;
  }
  return false;
}

void SetupScreen::draw_row(UiFrame& frame, std::size_t index) {
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
  ImGui::SetNextItemWidth(170.0f * s);
  const std::string hint = "Player " + std::to_string(index + 1);
  ImGui::InputTextWithHint("##name", hint.c_str(), row.name.data(), row.name.size());
  for (int a = 0; a < kPlayerAnimalCount; ++a) {
    ImGui::SameLine();
    const bool mine = row.animal == a;
    const bool taken = animal_taken(a, index);
    if (mine) {
      ImGui::PushStyleColor(ImGuiCol_Button, animal_colour(a));
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
    }
    ImGui::BeginDisabled(taken);
    const std::string label = std::string(kPlayerAnimals[static_cast<std::size_t>(a)].name) +
                              (mine ? " \xE2\x98\x85" : "");
    if (ImGui::Button((label + "###animal" + std::to_string(a)).c_str(), {64.0f * s, 0}))
      row.animal = a;
    ImGui::EndDisabled();
    if (mine) ImGui::PopStyleColor(2);
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(rows_.size() <= static_cast<std::size_t>(hub_.min_players()));
  if (ImGui::Button("Remove")) {
    rows_.erase(rows_.begin() + static_cast<std::ptrdiff_t>(index));
  }
  ImGui::EndDisabled();
  ImGui::PopID();
}

void SetupScreen::start(UiFrame& frame) {
  std::vector<SeatInfo> seats;
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    const std::string name = trimmed(rows_[i].name.data());
    if (name.empty()) {
      error_ = "Player " + std::to_string(i + 1) + " needs a name.";
      return;
    }
    seats.push_back({name, rows_[i].animal});
  }
  error_ = hub_.start(seats, random_seed());
  if (error_.empty()) frame.go_to = ScreenId::Play;
}

void SetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##setup", 720.0f * s, 0.96f);
  heading(frame, "New Eternity game");
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextWrapped(
      "2 to 4 players share this screen and take turns. Each player picks a name and an "
      "animal; every animal plays once.");
  ImGui::PopStyleColor();
  ImGui::Spacing();
  for (std::size_t i = 0; i < rows_.size(); ++i) draw_row(frame, i);
  ImGui::Spacing();
  ImGui::BeginDisabled(rows_.size() >= static_cast<std::size_t>(hub_.max_players()));
  if (ImGui::Button("Add player")) {
    Row row;
    int animal = 0;
    while (animal_taken(animal, rows_.size())) ++animal;
    row.animal = animal;
    rows_.push_back(row);
  }
  ImGui::EndDisabled();
  if (hub_.autosave_enabled() && hub_.can_continue()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
    ImGui::TextWrapped("Starting replaces the game in progress under Continue.");
    ImGui::PopStyleColor();
  }
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kWarn);
    ImGui::TextWrapped("%s", error_.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::Separator();
  const ImVec2 size = half_row_button(44.0f * s);
  if (ImGui::Button("Back", size)) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  if (ImGui::Button("Start game", size)) start(frame);
  ImGui::End();
}

}  // namespace mycity::app
