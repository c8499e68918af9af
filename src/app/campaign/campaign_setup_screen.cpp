#include "campaign/campaign_setup_screen.hpp"

#include <cstring>

#include "art.hpp"
#include "campaign/campaign_hub.hpp"
#include "campaign/campaign_views.hpp"
#include "screens/widgets.hpp"
#include "theme.hpp"

namespace mycity::app {
namespace {

std::string trimmed(const char* text) {
  const std::string s(text);
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

void CampaignSetupScreen::on_enter() {
  error_.clear();
  if (!rows_.empty()) return;
  for (int i = 0; i < 2; ++i) {
    Row row;
    row.animal = i;
    rows_.push_back(row);
  }
}

bool CampaignSetupScreen::animal_taken(int animal, std::size_t except) const {
  for (std::size_t i = 0; i < rows_.size(); ++i)
    if (i != except && rows_[i].animal == animal) return true;
  return false;
}

void CampaignSetupScreen::draw_row(UiFrame& frame, std::size_t index) {
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
  ImGui::SetNextItemWidth(150.0f * s);
  const std::string n = std::to_string(index + 1);
  ImGui::InputTextWithHint("##name", ("Player " + n).c_str(), row.name.data(), row.name.size());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(150.0f * s);
  ImGui::InputTextWithHint("##city", ("City " + n).c_str(), row.city.data(), row.city.size());
  for (int a = 0; a < kPlayerAnimalCount; ++a) {
    ImGui::SameLine();
    const bool mine = row.animal == a;
    if (mine) {
      ImGui::PushStyleColor(ImGuiCol_Button, animal_colour(a));
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 255, 255, 255));
    }
    ImGui::BeginDisabled(animal_taken(a, index));
    const std::string label = std::string(kPlayerAnimals[static_cast<std::size_t>(a)].name);
    if (ImGui::Button((label + "###animal" + std::to_string(a)).c_str(), {58.0f * s, 0}))
      row.animal = a;
    ImGui::EndDisabled();
    if (mine) ImGui::PopStyleColor(2);
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(rows_.size() <= 2);
  if (ImGui::Button("Remove")) rows_.erase(rows_.begin() + static_cast<std::ptrdiff_t>(index));
  ImGui::EndDisabled();
  ImGui::PopID();
}

void CampaignSetupScreen::start(UiFrame& frame) {
  std::vector<CampaignPlayerSetup> players;
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    const std::string n = std::to_string(i + 1);
    std::string name = trimmed(rows_[i].name.data());
    std::string city = trimmed(rows_[i].city.data());
    if (name.empty()) name = "Player " + n;  // what the empty field showed
    if (city.empty()) city = "City " + n;
    players.push_back(
        {name, lower(kPlayerAnimals[static_cast<std::size_t>(rows_[i].animal)].name), city});
  }
  error_ = hub_.start(players, random_seed());
  if (error_.empty()) frame.go_to = ScreenId::Campaign;
}

void CampaignSetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##campaign-setup", 820.0f * s, 0.96f);
  heading(frame, "New legacy campaign");
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextWrapped(
      "2 to 4 players found a city each and keep it for 24 episodes. Each picks a name, an "
      "animal and a name for the city.");
  ImGui::PopStyleColor();
  ImGui::Spacing();
  for (std::size_t i = 0; i < rows_.size(); ++i) draw_row(frame, i);
  ImGui::Spacing();
  ImGui::BeginDisabled(rows_.size() >= 4);
  if (ImGui::Button("Add player")) {
    Row row;
    while (animal_taken(row.animal, rows_.size())) ++row.animal;
    rows_.push_back(row);
  }
  ImGui::EndDisabled();
  warning_text(hub_.saves_enabled() || !hub_.error().empty()
                   ? hub_.error()
                   : std::string("Campaigns are not saved in this run."));
  warning_text(error_);
  if (back_and_action(frame, "Found the cities", hub_.ready())) start(frame);
  ImGui::End();
}

}  // namespace mycity::app
