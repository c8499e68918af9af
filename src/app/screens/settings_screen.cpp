#include "screens/settings_screen.hpp"

#include <array>
#include <cmath>
#include <cstdio>

#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

using i18n::format;
using i18n::tr;

constexpr std::array<float, 8> kScales = {0.75f, 1.0f, 1.25f, 1.5f, 1.75f, 2.0f, 2.25f, 2.5f};

void scale_combo(UiFrame& frame, Settings& next) {
  char current[16];
  std::snprintf(current, sizeof current, "%d %%",
                static_cast<int>(std::lround(next.ui_scale * 100)));
  ImGui::SetNextItemWidth(160.0f * frame.ui_scale);
  if (begin_combo((tr("UI scale") + "###scale").c_str(), current)) {
    for (float scale : kScales) {
      char label[16];
      std::snprintf(label, sizeof label, "%d %%", static_cast<int>(std::lround(scale * 100)));
      const bool selected = std::fabs(scale - next.ui_scale) < 0.01f;
      if (ImGui::Selectable(label, selected)) next.ui_scale = scale;
      if (selected) ImGui::SetItemDefaultFocus();
    }
    ImGui::EndCombo();
  }
}

// "Follow the system" or a language named in itself; the next frame is in the new one.
void language_combo(UiFrame& frame, Settings& next) {
  const std::string system = tr("Follow the system");
  std::string current = next.language.empty() ? system : next.language;
  for (const i18n::Language& language : i18n::languages())
    if (language.code == next.language) current = language.name;
  ImGui::SetNextItemWidth(260.0f * frame.ui_scale);
  if (begin_combo((tr("Language") + "###language").c_str(), current)) {
    if (ImGui::Selectable((system + "###system").c_str(), next.language.empty()))
      next.language.clear();
    for (const i18n::Language& language : i18n::languages())
      if (ImGui::Selectable(language.name.c_str(), language.code == next.language))
        next.language = language.code;
    ImGui::EndCombo();
  }
}

// The volume, dimmed while muted; a sample sounds at the new volume when the slider is let go.
void sound_controls(UiFrame& frame, Settings& next) {
  ImGui::BeginDisabled(next.sound_muted);
  ImGui::SetNextItemWidth(260.0f * frame.ui_scale);
  ImGui::SliderInt((tr("Sound volume") + "###volume").c_str(), &next.sound_volume, 0,
                   kMaxSoundVolume, "%d %%", ImGuiSliderFlags_AlwaysClamp);
  if (ImGui::IsItemDeactivatedAfterEdit()) frame.cues.push_back(Cue::Place);
  ImGui::EndDisabled();
  // TRANSLATORS: Settings, under the sound volume: no speakers or headphones could be opened.
  if (frame.no_sound_device) warning_text(tr("No sound device found: the game plays silent."));
  ImGui::Checkbox((tr("Mute sounds") + "###mute").c_str(), &next.sound_muted);
}

}  // namespace

void SettingsScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.55f);
  const float s = frame.ui_scale;
  begin_centered_panel("##settings", 640.0f * s, 0.96f);
  heading(frame, tr("Settings").c_str());
  ImGui::Separator();
  ImGui::Spacing();

  Settings next = frame.settings.get();
  const float button_h = 40.0f * s;
  begin_panel_body("##settings-body", body_height_, footer_height(1, button_h, 0) + 8.0f * s,
                   0.96f);
  language_combo(frame, next);
  scale_combo(frame, next);
  ImGui::Checkbox(tr("Fullscreen (F11)").c_str(), &next.fullscreen);
  sound_controls(frame, next);
  for (const auto& game : games_) game->draw_settings(frame, next);

  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  const std::string file = frame.settings.file().empty() ? tr("(not saved: no per-user folder)")
                                                         : base::utf8_string(frame.settings.file());
  ImGui::TextWrapped("%s", format(tr("Settings file: {1}"), file).c_str());
  ImGui::PopStyleColor();
  for (const std::string& problem : frame.settings.problems()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette::kWarn);
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
  }
  if (!frame.settings.problems().empty()) {
    ImGui::TextWrapped("%s",
                       tr("The file is left as it is until you change a setting here.").c_str());
  }
  body_height_ = ImGui::GetCursorPosY();
  ImGui::EndChild();
  ImGui::Separator();
  if (wide_button(tr("Back").c_str(), button_h)) frame.go_to = ScreenId::MainMenu;
  ImGui::End();

  if (!(next == frame.settings.get())) frame.change_settings = next;
}

}  // namespace app
