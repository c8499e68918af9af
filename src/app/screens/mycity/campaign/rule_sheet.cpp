#include "screens/mycity/campaign/rule_sheet.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/translate.hpp"
#include "mycity/session/presentation.hpp"
#include "paint/rounded_fill.hpp"
#include "screens/mycity/campaign/campaign_views.hpp"
#include "screens/mycity/paint/art.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "ui/settings.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {
namespace {

using i18n::format;
using i18n::tr;

using mycity::session::ChapterPicture;
using mycity::session::PictureBoard;

// Pictures share one height so their captions line up; a board's cells shrink as it gets
// taller (down to a third for three rows), a one-row board keeps cells of 48 points.
constexpr float kPictureHeight = 72.0f;
constexpr float kLargestCell = 48.0f;
constexpr float kCardWidth = 48.0f;  // block.svg is 48 x 68
constexpr float kCardHeight = 68.0f;

// The score badge's padding around its text and its gap to the picture.
constexpr float kBadgePadX = 4.0f;
constexpr float kBadgePadY = 1.0f;
constexpr float kBadgeGap = 3.0f;

// A picture ready to draw: its board (none for a card), its size in points, its score
// badge's size (zero without one) and caption.
struct LaidOutPicture {
  const ChapterPicture* picture;
  const PictureBoard* board;
  float cell = 0.0f;
  ImVec2 size;
  ImVec2 badge;
  std::string caption;
  // The picture and the badge beside it, which the caption may be wider than.
  float art_width(float s) const { return size.x + (badge.x > 0 ? kBadgeGap * s + badge.x : 0); }
};

LaidOutPicture lay_out(const UiFrame& frame, const mycity::session::TermWords& words,
                       std::string_view element, const ChapterPicture& picture) {
  const float s = frame.ui_scale;
  LaidOutPicture out{
      &picture, picture.board ? &*picture.board : nullptr,
      0.0f,     {kCardWidth * s, kCardHeight * s},
      {},       picture.caption.empty() ? words.term_label(element) : tr(picture.caption)};
  if (!picture.score.empty()) {
    const ImVec2 text = ImGui::CalcTextSize(picture.score.c_str());
    out.badge = {text.x + 2.0f * kBadgePadX * s, text.y + 2.0f * kBadgePadY * s};
  }
  if (out.board == nullptr) return out;
  const float rows = static_cast<float>(out.board->layout.height);
  out.cell = snap_cell_size(std::min(kLargestCell, kPictureHeight / rows) * s, frame.pixel_density);
  out.size = {out.cell * static_cast<float>(out.board->layout.width), out.cell * rows};
  return out;
}

// What the picture scores, in a dark badge with its bottom-left corner at `corner`: the
// sign and number say it, not a colour.
void draw_score_badge(ImDrawList* list, const LaidOutPicture& p, ImVec2 corner, float s) {
  const ImVec2 lo{corner.x, corner.y - p.badge.y};
  fill_rounded_rect(list, lo, {corner.x + p.badge.x, corner.y}, palette::kInk, 4.0f * s);
  list->AddText({lo.x + kBadgePadX * s, lo.y + kBadgePadY * s}, palette::kBadgeText,
                p.picture->score.c_str());
}

// One picture (and its badge) centred in a group `width` wide, its caption below.
void draw_picture(UiFrame& frame, const LaidOutPicture& p, float width) {
  const float s = frame.ui_scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImGui::BeginGroup();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 lo{at.x + (width - p.art_width(s)) * 0.5f,
                  at.y + (kPictureHeight * s - p.size.y) * 0.5f};
  const ImVec2 hi{lo.x + p.size.x, lo.y + p.size.y};
  if (p.board) {
    BoardDrawStyle style;
    style.origin = lo;
    style.cell = p.cell;
    style.pixel_density = frame.pixel_density;
    style.patterns = frame.settings.get().colour_blind_patterns;
    draw_board(list, frame.art, p.board->layout, p.board->buildings, style);
    if (!p.picture->sticker.empty())
      draw_art(list, frame.art, p.picture->sticker, lo, {lo.x + p.cell, lo.y + p.cell},
               frame.pixel_density);
  } else {
    draw_art(list, frame.art, p.picture->card, lo, hi, frame.pixel_density);
  }
  if (p.badge.x > 0) draw_score_badge(list, p, {hi.x + kBadgeGap * s, hi.y}, s);
  ImGui::Dummy({width, kPictureHeight * s});
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() +
                       (width - ImGui::CalcTextSize(p.caption.c_str()).x) * 0.5f);
  ImGui::TextUnformatted(p.caption.c_str());
  ImGui::EndGroup();
}

std::string reward_text(const mycity::session::TermWords& words,
                        const mycity::PlaceReward& reward) {
  std::string text;
  if (reward.progress > 0) text = format(tr("+{1} progress"), reward.progress);
  for (const std::string& sticker : reward.stickers) {
    if (!text.empty()) text += ", ";
    text += words.sticker_label(sticker);
  }
  return text.empty() ? "\xE2\x80\x94" : text;
}

std::string terms_text(const mycity::session::TermWords& words, const mycity::Ruleset& rules) {
  std::string text;
  for (const auto* terms : {&rules.immediate_terms, &rules.end_terms}) {
    for (const mycity::TermSpec& term : *terms) {
      if (!text.empty()) text += ", ";
      text += words.term_label(term.id);
    }
  }
  return text;
}

}  // namespace

std::vector<std::string> element_art(const ChapterPicture& picture) {
  std::vector<std::string> art;
  const auto add = [&](std::string_view name) {
    if (!name.empty() && std::find(art.begin(), art.end(), name) == art.end())
      art.emplace_back(name);
  };
  add(picture.card);
  add(picture.sticker);
  if (!picture.board) return art;
  const PictureBoard& board = *picture.board;
  for (int y = 0; y < board.layout.height; ++y) {
    for (int x = 0; x < board.layout.width; ++x) {
      add(terrain_art(board.layout.terrain({x, y})));
      add(feature_art(board.layout.feature({x, y})));
      if (board.layout.spots.test({x, y})) add(kStickerSpotArt);
    }
  }
  for (const PlacedBuilding& b : board.buildings) {
    add(building_art(b.colour));
    add(pattern_art(b.colour));
  }
  if (picture.railway) add("railway");
  return art;
}

void draw_overview_table(const mycity::session::TermWords& words, const mycity::ChapterDef& chapter,
                         const mycity::CampaignDef& definition, int episode, int players) {
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  const std::vector<RewardColumn> columns = reward_columns(players);
  if (!ImGui::BeginTable("##overview", 2 + static_cast<int>(columns.size()), flags)) return;
  ImGui::TableSetupColumn(tr("Episode").c_str(), ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn(tr("Scoring terms").c_str());
  for (const RewardColumn& column : columns)
    ImGui::TableSetupColumn(column_heading(column).c_str());
  ImGui::TableHeadersRow();
  for (int n = chapter.first_episode; n <= chapter.last_episode; ++n) {
    const mycity::EpisodeDef& def = definition.episode(n);
    ImGui::TableNextRow();
    if (n == episode) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, palette::kCurrentEpisode);
    ImGui::TableNextColumn();
    // TRANSLATORS: the episode being played, in the chapter's table of episodes.
    const std::string now = format(tr("{1}  (now)"), n);
    ImGui::TextUnformatted((n == episode ? now : std::to_string(n)).c_str());
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", terms_text(words, def.ruleset).c_str());
    for (const RewardColumn& column : columns) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", reward_text(words, def.rewards.of(column.place)).c_str());
    }
  }
  ImGui::EndTable();
}

void draw_rule_sheet(UiFrame& frame, const mycity::session::Presentation& presentation,
                     const mycity::ChapterDef& chapter, const mycity::CampaignDef& definition,
                     int episode, int players) {
  const float s = frame.ui_scale;
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.title);
  ImGui::TextWrapped("%s",
                     format(tr("Chapter {1}: {2}"), chapter.number, tr(chapter.title)).c_str());
  ImGui::PopFont();
  wrapped_text(tr(chapter.story), palette::kInkSoft);
  ImGui::Spacing();
  heading(frame, tr("New rules").c_str());
  for (const std::string& line : chapter.rules) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", tr(line).c_str());
  }

  // A picture of each new element, in rows as wide as the sheet.
  const float gap = 16.0f * s;
  bool first = true;
  for (const std::string& element : chapter.introduces) {
    const ChapterPicture* picture = presentation.pictures.find(element);
    if (picture == nullptr) continue;
    const LaidOutPicture laid_out = lay_out(frame, presentation.words, element, *picture);
    const float width =
        std::max(laid_out.art_width(s), ImGui::CalcTextSize(laid_out.caption.c_str()).x);
    if (!first && ImGui::GetItemRectMax().x + gap + width <=
                      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
      ImGui::SameLine(0, gap);
    first = false;
    draw_picture(frame, laid_out, width);
  }
  ImGui::Spacing();
  heading(frame, tr("Episodes of this chapter").c_str());
  draw_overview_table(presentation.words, chapter, definition, episode, players);
  ImGui::PopStyleColor();
}

}  // namespace app
