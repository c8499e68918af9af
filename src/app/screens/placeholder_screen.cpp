#include "screens/placeholder_screen.hpp"

#include "menu_scene.hpp"
#include "screens/widgets.hpp"
#include "theme.hpp"

namespace mycity::app {

PlaceholderScreen::PlaceholderScreen(std::string title, std::string message)
    : title_(std::move(title)), message_(std::move(message)) {}

void PlaceholderScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.55f);
  const float s = frame.ui_scale;
  begin_centered_panel("##placeholder", 520.0f * s, 0.9f);
  heading(frame, title_.c_str());
  ImGui::Separator();
  ImGui::Spacing();
  ImGui::TextWrapped("%s", message_.c_str());
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  if (frame.scene.content_error.empty()) {
    ImGui::TextWrapped("Game content loaded: %d buildings; the Eternity deck has %d cards.",
                       frame.scene.piece_count, frame.scene.eternity_deck_size);
  } else {
    ImGui::TextWrapped("Game content could not be loaded: %s", frame.scene.content_error.c_str());
  }
  ImGui::PopStyleColor();
  ImGui::Spacing();
  animal_row(frame, 44.0f * s);
  ImGui::Spacing();
  if (wide_button("Back", 40.0f * s)) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace mycity::app
