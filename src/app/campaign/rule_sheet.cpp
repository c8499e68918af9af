#include "campaign/rule_sheet.hpp"

#include <imgui.h>

#include <array>
#include <string>
#include <string_view>

#include "board_view.hpp"
#include "play/game_text.hpp"
#include "screens/widgets.hpp"
#include "theme.hpp"

namespace mycity::app {
namespace {

struct ElementArt {
  std::string_view element;
  std::string_view art;
};
// The elements a chapter introduces that have a picture in assets/art/.
constexpr std::array<ElementArt, 12> kElementArt = {{
    {"buildings", "building_yellow"},
    {"trees", "trees_double"},
    {"rocks", "rocks_double"},
    {"tree", "tree_single"},
    {"rock", "rock_single"},
    {"empty_meadow", "meadow"},
    {"churches", "building_purple"},
    {"gold", "gold"},
    {"well", "well"},
    {"wells", "well"},
    {"railway", "railway"},
    {"station", "railway"},
}};

std::string_view art_of(std::string_view element) {
  for (const ElementArt& e : kElementArt)
    if (e.element == element) return e.art;
  return {};
}

std::string reward_text(const PlaceReward& reward) {
  std::string text;
  if (reward.progress > 0) text = "+" + std::to_string(reward.progress) + " progress";
  for (const std::string& sticker : reward.stickers) {
    if (!text.empty()) text += ", ";
    text += term_label(sticker);
  }
  return text.empty() ? "\xE2\x80\x94" : text;
}

std::string terms_text(const Ruleset& rules) {
  std::string text;
  for (const auto* terms : {&rules.immediate_terms, &rules.end_terms}) {
    for (const TermSpec& term : *terms) {
      if (!text.empty()) text += ", ";
      text += term_label(term.id);
    }
  }
  return text;
}

}  // namespace

void draw_overview_table(const ChapterDef& chapter, const CampaignDef& definition, int episode) {
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("##overview", 5, flags)) return;
  ImGui::TableSetupColumn("Episode", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("Scoring terms");
  ImGui::TableSetupColumn("1st place");
  ImGui::TableSetupColumn("2nd place");
  ImGui::TableSetupColumn("Others");
  ImGui::TableHeadersRow();
  for (int n = chapter.first_episode; n <= chapter.last_episode; ++n) {
    const EpisodeDef& def = definition.episode(n);
    ImGui::TableNextRow();
    if (n == episode)
      ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(255, 214, 120, 140));
    ImGui::TableNextColumn();
    ImGui::Text("%d%s", n, n == episode ? "  (now)" : "");
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", terms_text(def.ruleset).c_str());
    for (const PlaceReward* reward :
         {&def.rewards.first, &def.rewards.second, &def.rewards.others}) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", reward_text(*reward).c_str());
    }
  }
  ImGui::EndTable();
}

void draw_rule_sheet(UiFrame& frame, const ChapterDef& chapter, const CampaignDef& definition,
                     int episode) {
  const float s = frame.ui_scale;
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::TextWrapped("Chapter %d: %s", chapter.number, chapter.title.c_str());
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextWrapped("%s", chapter.story.c_str());
  ImGui::PopStyleColor();
  ImGui::Spacing();
  heading(frame, "New rules");
  for (const std::string& line : chapter.rules) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }

  // A picture of each new element that has art.
  const float size = 48.0f * s;
  bool first = true;
  for (const std::string& element : chapter.introduces) {
    const std::string_view art = art_of(element);
    if (art.empty()) continue;
    if (!first) ImGui::SameLine(0, 16.0f * s);
    first = false;
    ImGui::BeginGroup();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw_art(ImGui::GetWindowDrawList(), frame.art, art, at, {at.x + size, at.y + size},
             frame.pixel_density);
    ImGui::Dummy({size, size});
    ImGui::TextUnformatted(term_label(element).c_str());
    ImGui::EndGroup();
  }
  ImGui::Spacing();
  heading(frame, "Episodes of this chapter");
  draw_overview_table(chapter, definition, episode);
  ImGui::PopStyleColor();
}

}  // namespace mycity::app
