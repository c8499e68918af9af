#include "ui/damaged_save.hpp"

#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

namespace {

std::string listed(std::span<const std::filesystem::path> files) {
  std::string text;
  for (const std::filesystem::path& file : files) text += "\n" + base::utf8_string(file);
  return text;
}

}  // namespace

bool draw_damaged_save(UiFrame& frame, const DamagedSave& save, const std::string& new_game_label,
                       ScreenId new_game) {
  bool from_backup = false;
  heading(frame, tr("The saved game could not be read").c_str());
  wrapped_text(save.backup
                   // TRANSLATORS: Continue, when the save is damaged and its backup was kept.
                   ? tr("The save is damaged, but the one made before the last move was kept: "
                        "the game can go on from there.")
                   : tr("The save is damaged, and there is no earlier save to go on from."),
               palette::kInk);
  ImGui::Spacing();
  const float s = frame.ui_scale;
  if (save.backup &&
      button((tr("Continue from the backup (the last move is lost)") + "###backup").c_str(),
             {ImGui::GetContentRegionAvail().x, 44.0f * s}))
    from_backup = true;
  // TRANSLATORS: Continue: opens the technical detail of a damaged save.
  if (ImGui::CollapsingHeader((tr("Details") + "###details").c_str())) {
    wrapped_text(save.error, palette::kInkSoft);
    if (!save.moved.empty())
      wrapped_text(tr("The files were kept and moved aside, so a new game cannot overwrite "
                      "them:") +
                       listed(save.moved),
                   palette::kInkSoft);
    if (!save.stuck.empty())
      warning_text(tr("These files could not be moved aside; they are left where they are:") +
                   listed(save.stuck));
  }
  ImGui::Spacing();
  const ImVec2 size = half_row_button(44.0f * s);
  if (button((tr("Menu") + "###menu").c_str(), size)) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  if (button((new_game_label + "###new").c_str(), size)) frame.go_to = new_game;
  return from_backup;
}

}  // namespace app
