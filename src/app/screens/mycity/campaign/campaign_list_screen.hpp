// Every saved campaign: its name, cities, players, episode n/24, phase and last played
// date. Continue takes the group back exactly where it stopped; a save that fails to load
// is shown with its error and offered from its backup. A campaign can be renamed, and
// deleted after a confirm: the save goes to the trash folder, never deleted at once.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "mycity/campaign_save.hpp"
#include "ui/screen.hpp"

namespace mycity::session {
class CampaignHub;
}  // namespace mycity::session

namespace app {

class CampaignListScreen : public Screen {
 public:
  explicit CampaignListScreen(mycity::session::CampaignHub& hub) : hub_(hub) {}
  void draw(UiFrame& frame) override;
  void on_enter() override;
  // Esc takes back a rename or the delete question before it leaves the list.
  bool on_key(const KeyPress& key) override;

 private:
  void draw_save(UiFrame& frame, const mycity::SaveInfo& save, int index);
  // The row's Continue / Rename / Delete, or the rename field or the delete question.
  void draw_actions(UiFrame& frame, const mycity::SaveInfo& save, int index);
  void draw_rename(UiFrame& frame, const mycity::SaveInfo& save);
  void draw_delete_question(const mycity::SaveInfo& save);
  void reload();

  mycity::session::CampaignHub& hub_;
  std::vector<mycity::SaveInfo> saves_;
  std::string error_;
  std::string notice_;           // where the last deleted save went
  std::optional<int> renaming_;  // the row whose name is being edited
  bool focus_rename_ = false;    // the rename field takes the keyboard on its first frame
  std::optional<int> deleting_;  // the row asked "delete?"
  std::array<char, 101> new_name_{};
};

}  // namespace app
