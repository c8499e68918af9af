#include "screens/campaign/campaign_list_screen.hpp"

#include "mycity/session/campaign_hub.hpp"
#include "screens/campaign/campaign_views.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using session::readable_time;

namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

}  // namespace

void CampaignListScreen::on_enter() {
  error_.clear();
  saves_ = hub_.list();  // read once: each save is replayed to be checked
}

void CampaignListScreen::draw_save(UiFrame& frame, const SaveInfo& save, int index) {
  ImGui::PushID(index);
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextWrapped("%s", save.valid ? joined(save.cities).c_str() : save.name.c_str());
  ImGui::PopFont();
  if (save.valid) {
    ImGui::TextWrapped("Players: %s", joined(save.players).c_str());
    ImGui::TextWrapped("Episode %d/%d  \xC2\xB7  %s  \xC2\xB7  last played %s", save.episode,
                       save.episode_count, save.phase.c_str(),
                       save.saved_at ? readable_time(*save.saved_at).c_str() : "?");
    if (button("Continue")) {
      error_ = hub_.resume(save.name, false);
      if (error_.empty()) frame.go_to = ScreenId::Campaign;
    }
  } else {
    warning_text("This save cannot be loaded: " + save.error);
    ImGui::TextWrapped("The file is kept as it is (%s).", save.file.string().c_str());
    if (button("Continue from the backup")) {
      error_ = hub_.resume(save.name, true);
      if (error_.empty()) frame.go_to = ScreenId::Campaign;
    }
  }
  ImGui::PopStyleColor();
  ImGui::PopID();
}

void CampaignListScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##campaign-list", 720.0f * s, 0.96f);
  heading(frame, "Continue a legacy campaign");
  warning_text(hub_.error());
  if (saves_.empty()) {
    wrapped_text("No campaign has been saved yet.", palette::kInkSoft);
  }
  for (std::size_t i = 0; i < saves_.size(); ++i) draw_save(frame, saves_[i], static_cast<int>(i));
  warning_text(error_);
  if (back_and_action(frame, "New campaign")) frame.go_to = ScreenId::CampaignNew;
  ImGui::End();
}

}  // namespace mycity::app
