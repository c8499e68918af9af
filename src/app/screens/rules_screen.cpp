#include "screens/rules_screen.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;

std::vector<RulesBlock> parse_rules_summary(const std::string& text) {
  std::vector<RulesBlock> blocks;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    if (line.starts_with("# ")) {
      blocks.push_back({RulesBlock::Kind::Heading, line.substr(2)});
    } else if (line.starts_with("- ")) {
      blocks.push_back({RulesBlock::Kind::Bullet, line.substr(2)});
    } else {
      blocks.push_back({RulesBlock::Kind::Paragraph, line});
    }
  }
  return blocks;
}

RulesScreen::RulesScreen(const std::filesystem::path& file, const char* title)
    : file_(file), title_(title) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream buffer;
  if (in) buffer << in.rdbuf();
  blocks_ = parse_rules_summary(buffer.str());
}

void RulesScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.55f);
  const float s = frame.ui_scale;
  const ImGuiIO& io = ImGui::GetIO();
  begin_centered_panel("##rules", 760.0f * s, 0.94f);
  heading(frame, tr(title_).c_str());
  ImGui::Separator();

  // The text scrolls; the Back button stays below it.
  const float button_h = 40.0f * s;
  const float reserve = button_h + ImGui::GetStyle().ItemSpacing.y * 2 +
                        ImGui::GetStyle().WindowPadding.y * 2 +
                        ImGui::GetFrameHeightWithSpacing() * 2;
  const float text_h = std::max(120.0f * s, io.DisplaySize.y * 0.94f - reserve);
  ImGui::BeginChild("##rules-text", {0, text_h}, true);
  allow_scrolling();
  ImGui::PushTextWrapPos(0.0f);
  if (blocks_.empty())
    ImGui::TextUnformatted(
        i18n::format(tr("The rules summary could not be read from {1}."), base::utf8_string(file_))
            .c_str());
  bool first = true;
  for (const RulesBlock& b : blocks_) {
    switch (b.kind) {
      case RulesBlock::Kind::Heading:
        if (!first) ImGui::Spacing();
        ImGui::PushFont(frame.fonts.heading);
        ImGui::TextUnformatted(tr(b.text).c_str());
        ImGui::PopFont();
        break;
      case RulesBlock::Kind::Paragraph:
        ImGui::TextUnformatted(tr(b.text).c_str());
        break;
      case RulesBlock::Kind::Bullet:
        ImGui::Bullet();
        ImGui::BeginGroup();  // wrapped lines line up after the bullet
        ImGui::TextUnformatted(tr(b.text).c_str());
        ImGui::EndGroup();
        break;
    }
    first = false;
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  ImGui::Spacing();
  if (wide_button(tr("Back").c_str(), button_h)) frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace app
