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
  notice_.clear();
  reload();
}

void CampaignListScreen::reload() {
  renaming_.reset();
  deleting_.reset();
  saves_ = hub_.list();  // read once: each save is replayed to be checked
}

void CampaignListScreen::draw_save(UiFrame& frame, const SaveInfo& save, int index) {
  ImGui::PushID(index);
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextWrapped("%s", save.name.c_str());
  ImGui::PopFont();
  if (save.valid) {
    ImGui::TextWrapped("Cities: %s", joined(save.cities).c_str());
    ImGui::TextWrapped("Players: %s", joined(save.players).c_str());
    ImGui::TextWrapped("Episode %d/%d  \xC2\xB7  %s  \xC2\xB7  last played %s", save.episode,
                       save.episode_count, save.phase.c_str(),
                       save.saved_at ? readable_time(*save.saved_at).c_str() : "?");
  } else {
    warning_text("This save cannot be loaded: " + save.error);
    ImGui::TextWrapped("The file is kept as it is (%s).", save.file.string().c_str());
  }
  draw_actions(frame, save, index);
  ImGui::PopStyleColor();
  ImGui::PopID();
}

void CampaignListScreen::draw_actions(UiFrame& frame, const SaveInfo& save, int index) {
  if (renaming_ == index) return draw_rename(frame, save);
  if (deleting_ == index) return draw_delete_question(save);
  if (button(save.valid ? "Continue" : "Continue from the backup")) {
    error_ = hub_.resume(save.name, !save.valid);
    if (error_.empty()) frame.go_to = ScreenId::Campaign;
  }
  ImGui::SameLine();
  if (button("Rename")) {
    renaming_ = index;
    focus_rename_ = true;
    deleting_.reset();
    new_name_.fill('\0');
    save.name.copy(new_name_.data(), new_name_.size() - 1);
  }
  ImGui::SameLine();
  if (button("Delete")) {
    deleting_ = index;
    renaming_.reset();
  }
}

void CampaignListScreen::draw_rename(UiFrame& frame, const SaveInfo& save) {
  // Focused with the old name selected, so typing replaces it.
  if (focus_rename_) ImGui::SetKeyboardFocusHere();
  focus_rename_ = false;
  ImGui::SetNextItemWidth(320.0f * frame.ui_scale);
  const bool enter =
      ImGui::InputText("##new-name", new_name_.data(), new_name_.size(),
                       ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  ImGui::SameLine();
  if (button("Save the name") || enter) {
    error_ = hub_.rename(save.name, new_name_.data());
    if (error_.empty()) reload();
    return;
  }
  ImGui::SameLine();
  if (button("Cancel")) renaming_.reset();
}

void CampaignListScreen::draw_delete_question(const SaveInfo& save) {
  warning_text("Delete \"" + save.name +
               "\"? Its save is moved to the trash folder beside the saves, from where it "
               "can still be put back by hand.");
  if (button("Delete the campaign")) {
    const session::CampaignHub::Trashed trashed = hub_.move_to_trash(save.name);
    error_ = trashed.error;
    notice_ = trashed.error.empty() ? "Moved to " + trashed.file.string() : "";
    reload();
    return;
  }
  ImGui::SameLine();
  if (button("Keep it")) deleting_.reset();
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
  if (!notice_.empty()) wrapped_text(notice_, palette::kInkSoft);
  if (back_and_action(frame, "New campaign")) frame.go_to = ScreenId::CampaignNew;
  ImGui::End();
}

}  // namespace mycity::app
