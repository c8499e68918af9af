#include "screens/mycity/campaign/campaign_list_screen.hpp"

#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "screens/mycity/campaign/campaign_views.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/default_names.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::marked;
using i18n::tr;
using mycity::session::readable_time;

namespace {

// The names in a line, default names in today's language.
std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& item : items)
    text += (text.empty() ? "" : ", ") + table::shown_name(item);
  return text;
}

// The engine's phase names (mycity::phase_name) in the player's language; xgettext finds them
// here. A name not listed is shown as it is.
std::string phase_text(const std::string& phase) {
  for (const char* name :
       {marked("envelope sealed"), marked("start stickers"), marked("playing"),
        marked("reward stickers"), marked("between episodes"), marked("finished")})
    if (phase == name) return tr(name);
  return phase;
}

}  // namespace

void CampaignListScreen::on_enter() {
  error_.clear();
  notice_.clear();
  reload();
}

bool CampaignListScreen::on_key(const KeyPress& key) {
  if (key.key != KeyPress::Key::Escape || (!renaming_ && !deleting_)) return false;
  renaming_.reset();
  deleting_.reset();
  return true;
}

void CampaignListScreen::reload() {
  renaming_.reset();
  deleting_.reset();
  saves_ = hub_.list();  // read once: each save is replayed to be checked
}

void CampaignListScreen::draw_save(UiFrame& frame, const mycity::SaveInfo& save, int index) {
  ImGui::PushID(index);
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextWrapped("%s", save.name.c_str());
  ImGui::PopFont();
  if (save.valid) {
    ImGui::TextWrapped("%s", format(tr("Cities: {1}"), joined(save.cities)).c_str());
    ImGui::TextWrapped("%s", format(tr("Players: {1}"), joined(save.players)).c_str());
    // TRANSLATORS: {1}/{2}: episode number and count; {3}: the phase; {4}: a date and time.
    const std::string line = format(tr("Episode {1}/{2}  \xC2\xB7  {3}  \xC2\xB7  last played {4}"),
                                    save.episode, save.episode_count, phase_text(save.phase),
                                    save.saved_at ? readable_time(*save.saved_at) : "?");
    ImGui::TextWrapped("%s", line.c_str());
  } else {
    warning_text(format(tr("This save cannot be loaded: {1}"), save.error));
    // TRANSLATORS: {1} is the file's path; keep ".broken", the end of the new file's name.
    ImGui::TextWrapped("%s", format(tr("The file is kept: continuing from the backup moves it "
                                       "aside, to a \".broken\" file beside it ({1})."),
                                    base::utf8_string(save.file))
                                 .c_str());
  }
  draw_actions(frame, save, index);
  ImGui::PopStyleColor();
  ImGui::PopID();
}

void CampaignListScreen::draw_actions(UiFrame& frame, const mycity::SaveInfo& save, int index) {
  if (renaming_ == index) return draw_rename(frame, save);
  if (deleting_ == index) return draw_delete_question(save);
  if (button((save.valid ? tr("Continue") : tr("Continue from the backup")).c_str())) {
    error_ = hub_.resume(save.id, !save.valid).error();
    if (error_.empty()) frame.go_to = MyCityScreen::Campaign;
  }
  ImGui::SameLine();
  // A save that cannot be read takes no new name (its backup can, once continued).
  if (save.valid) {
    if (button(tr("Rename").c_str())) {
      renaming_ = index;
      focus_rename_ = true;
      deleting_.reset();
      new_name_.fill('\0');
      save.name.copy(new_name_.data(), new_name_.size() - 1);
    }
    ImGui::SameLine();
  }
  if (button(tr("Delete").c_str())) {
    deleting_ = index;
    renaming_.reset();
  }
}

void CampaignListScreen::draw_rename(UiFrame& frame, const mycity::SaveInfo& save) {
  // Focused with the old name selected, so typing replaces it.
  if (focus_rename_) ImGui::SetKeyboardFocusHere();
  focus_rename_ = false;
  ImGui::SetNextItemWidth(320.0f * frame.ui_scale);
  const bool enter =
      ImGui::InputText("##new-name", new_name_.data(), new_name_.size(),
                       ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  ImGui::SameLine();
  if (button(tr("Save the name").c_str()) || enter) {
    error_ = hub_.rename(save.id, new_name_.data()).error();
    if (error_.empty()) reload();
    return;
  }
  ImGui::SameLine();
  if (button(tr("Cancel").c_str())) renaming_.reset();
}

void CampaignListScreen::draw_delete_question(const mycity::SaveInfo& save) {
  warning_text(format(tr("Delete \"{1}\"? Its save is moved to the trash folder beside the saves, "
                         "from where it can still be put back by hand."),
                      save.name));
  if (button(tr("Delete the campaign").c_str())) {
    const auto trashed = hub_.move_to_trash(save.id);
    error_ = trashed.error();
    notice_ = trashed ? format(tr("Moved to {1}"), base::utf8_string(*trashed)) : "";
    reload();
    return;
  }
  ImGui::SameLine();
  if (button(tr("Keep it").c_str())) deleting_.reset();
}

void CampaignListScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##campaign-list", 720.0f * s, 0.96f);
  heading(frame, tr("Continue a legacy campaign").c_str());
  warning_text(hub_.error());
  if (saves_.empty()) {
    wrapped_text(tr("No campaign has been saved yet."), palette::kInkSoft);
  }
  for (std::size_t i = 0; i < saves_.size(); ++i) draw_save(frame, saves_[i], static_cast<int>(i));
  warning_text(error_);
  if (!notice_.empty()) wrapped_text(notice_, palette::kInkSoft);
  if (back_and_action(frame, tr("New campaign").c_str())) frame.go_to = MyCityScreen::CampaignNew;
  ImGui::End();
}

}  // namespace app
