#include "campaign/rule_sheet.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "art.hpp"
#include "board_view.hpp"
#include "mycity/error.hpp"
#include "play/game_text.hpp"
#include "rounded_fill.hpp"
#include "screens/widgets.hpp"
#include "settings.hpp"
#include "theme.hpp"

namespace mycity::app {
namespace {

// The picture of an element a chapter introduces. Most are a tiny board drawn like the
// players' boards (draw_board), so a picture shows what the board will show: a sticker or
// building in place, or for a scoring term the situation it scores with the points on a
// badge. A card, which never lies on a board, is its own art.
struct Picture {
  std::string_view element{};
  std::string_view caption{};  // empty: the term's own label (term_label)
  // Map rows in the legend of the board files (M F . o T R t r W G g); up to 3 rows.
  std::array<std::string_view, 3> ground{};
  // Buildings over the ground, same size: Y R B P S H a building of that colour ('.' none).
  // Cells of one letter that share a side are one building; lowercase is a second
  // building of the colour, so two neighbours can be told apart.
  std::array<std::string_view, 3> buildings{};
  bool railway = false;        // laid between the first and the second row
  std::string_view sticker{};  // art over cell (0, 0): a sticker on that cell or building
  std::string_view score{};    // what the picture scores, on a badge
  std::string_view card{};     // art drawn alone instead of a board
};

constexpr std::array kPictures = std::to_array<Picture>({
    // Chapter 1.
    {.element = "buildings", .caption = "Buildings", .ground = {"..."}, .buildings = {"YRB"}},
    {.element = "trees", .ground = {"T"}, .score = "+2"},
    {.element = "rocks", .ground = {"R"}, .score = "\u22122"},
    {.element = "empty_meadow", .ground = {"."}, .score = "\u22121"},
    {.element = "tree", .caption = "Tree sticker", .ground = {"t"}, .score = "+1"},
    {.element = "rock", .caption = "Rock sticker", .ground = {"r"}, .score = "\u22121"},
    // Chapter 2.
    {.element = "colour_groups", .ground = {".."}, .buildings = {"Yy"}, .score = "+2"},
    {.element = "star",
     .caption = "Star sticker",
     .ground = {"."},
     .buildings = {"Y"},
     .sticker = "star",
     .score = "+1"},
    // Each colour's largest group holds four buildings (campaign.md, chapter 2).
    {.element = "harmony",
     .ground = {"....", "....", "...."},
     .buildings = {"YyRr", "yYrR", "BbBb"},
     .score = "+3"},
    // Chapter 3.
    {.element = "churches", .ground = {"...", "..."}, .buildings = {".Y.", "RPB"}, .score = "+3"},
    {.element = "block", .caption = "Block card", .card = "block"},
    // Chapter 4.
    {.element = "gold", .ground = {"G"}, .score = "+3"},
    {.element = "well", .caption = "Well sticker", .ground = {"W"}},
    {.element = "wells",
     .ground = {"...", ".W.", "..."},
     .buildings = {".Y.", "R.B", ".y."},
     .score = "+4"},
    // Chapter 5.
    {.element = "clearing", .caption = "Clearing sticker", .ground = {"F."}, .sticker = "clearing"},
    {.element = "lumber",

     .ground = {"F."},
     .buildings = {".B"},
     .score = "+1"},
    // Chapter 6.
    {.element = "filter",
     .caption = "Filter sticker",
     .ground = {"."},
     .buildings = {"B"},
     .sticker = "filter"},
    {.element = "mines", .ground = {"M."}, .buildings = {".B"}, .score = "+1"},
    {.element = "smoke",

     .ground = {".."},
     .buildings = {"YB"},
     .score = "\u22121"},
    // Chapter 7.
    {.element = "railway", .caption = "Railway", .ground = {"..", ".."}, .railway = true},
    {.element = "station",

     .ground = {"...", "..."},
     .buildings = {"YSS", ".RB"},
     .railway = true,
     .score = "+3"},
    {.element = "goods",

     .ground = {"..", ".."},
     .buildings = {"B.", ".."},
     .railway = true,
     .score = "+1"},
    {.element = "express",

     .ground = {"..", ".."},
     .buildings = {"SS", ".."},
     .railway = true,
     .score = "1st +2"},
    // Chapter 8.
    {.element = "town_hall",
     .caption = "Town hall",
     .ground = {"...", "..."},
     .buildings = {"HHH", "HHH"}},
    {.element = "civic_pride",

     .ground = {"....", "...."},
     .buildings = {"PHHB", "YHHR"},
     .score = "+5"},
});

const Picture* picture_of(std::string_view element) {
  for (const Picture& p : kPictures)
    if (p.element == element) return &p;
  return nullptr;
}

std::optional<Colour> building_colour(char letter) {
  switch (letter) {
    case 'Y':
    case 'y':
      return Colour::Yellow;
    case 'R':
    case 'r':
      return Colour::Red;
    case 'B':
    case 'b':
      return Colour::Blue;
    case 'P':
      return Colour::Purple;
    case 'S':
      return Colour::Grey;
    case 'H':
      return Colour::Gold;
    default:
      return std::nullopt;
  }
}

struct PictureBoard {
  BoardLayout layout;
  std::vector<PlacedBuilding> buildings;
};

// The picture's tiny board. Throws ContentError when its rows are not a board.
PictureBoard board_of(const Picture& picture) {
  const std::string where = "rule sheet picture of " + std::string(picture.element);
  std::vector<std::string> rows;
  for (std::string_view row : picture.ground)
    if (!row.empty()) rows.emplace_back(row);
  PictureBoard board{parse_layout(rows, where, "/ground"), {}};
  const int w = board.layout.width;
  const int h = board.layout.height;
  const auto letter = [&](Cell c) -> char {
    const std::string_view row = picture.buildings[static_cast<std::size_t>(c.y)];
    return row.empty() ? '.' : row[static_cast<std::size_t>(c.x)];
  };
  for (int y = 0; y < h; ++y) {
    const std::string_view row = picture.buildings[static_cast<std::size_t>(y)];
    if (!row.empty() && static_cast<int>(row.size()) != w)
      throw ContentError(where, "/buildings", "a row is not as wide as the ground");
    for (const char l : row)
      if (l != '.' && !building_colour(l))
        throw ContentError(where, "/buildings", std::string("no building is called ") + l);
  }
  // Each building: the cells of its letter connected to the first one found.
  std::vector<bool> taken(static_cast<std::size_t>(w * h), false);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char l = letter({x, y});
      const std::optional<Colour> colour = building_colour(l);
      if (!colour || taken[static_cast<std::size_t>(y * w + x)]) continue;
      PlacedBuilding building{*colour, {}};
      std::vector<Cell> todo{{x, y}};
      taken[static_cast<std::size_t>(y * w + x)] = true;
      while (!todo.empty()) {
        const Cell c = todo.back();
        todo.pop_back();
        building.cells.push_back(c);
        for (const Cell n :
             {Cell{c.x - 1, c.y}, Cell{c.x + 1, c.y}, Cell{c.x, c.y - 1}, Cell{c.x, c.y + 1}}) {
          if (n.x < 0 || n.y < 0 || n.x >= w || n.y >= h) continue;
          const std::size_t i = static_cast<std::size_t>(n.y * w + n.x);
          if (taken[i] || letter(n) != l) continue;
          taken[i] = true;
          todo.push_back(n);
        }
      }
      board.buildings.push_back(std::move(building));
    }
  }
  if (picture.railway)
    board.layout.paths.push_back(
        make_edge_path("railway", {{0, 1}, {w, 1}}, w, h, where, "/railway"));
  return board;
}

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
  const Picture* picture;
  std::optional<PictureBoard> board;
  float cell = 0.0f;
  ImVec2 size;
  ImVec2 badge;
  std::string caption;
  // The picture and the badge beside it, which the caption may be wider than.
  float art_width(float s) const { return size.x + (badge.x > 0 ? kBadgeGap * s + badge.x : 0); }
};

LaidOutPicture lay_out(const UiFrame& frame, const Picture& picture) {
  const float s = frame.ui_scale;
  LaidOutPicture out{
      &picture,
      std::nullopt,
      0.0f,
      {kCardWidth * s, kCardHeight * s},
      {},
      picture.caption.empty() ? term_label(picture.element) : std::string(picture.caption)};
  if (!picture.score.empty()) {
    const ImVec2 text =
        ImGui::CalcTextSize(picture.score.data(), picture.score.data() + picture.score.size());
    out.badge = {text.x + 2.0f * kBadgePadX * s, text.y + 2.0f * kBadgePadY * s};
  }
  if (!picture.card.empty()) return out;
  out.board = board_of(picture);
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
  const std::string_view score = p.picture->score;
  list->AddText({lo.x + kBadgePadX * s, lo.y + kBadgePadY * s}, IM_COL32(255, 250, 235, 255),
                score.data(), score.data() + score.size());
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

std::string reward_text(const PlaceReward& reward) {
  std::string text;
  if (reward.progress > 0) text = "+" + std::to_string(reward.progress) + " progress";
  for (const std::string& sticker : reward.stickers) {
    if (!text.empty()) text += ", ";
    text += sticker_label(sticker);
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

std::vector<std::string> element_art(std::string_view element) {
  const Picture* picture = picture_of(element);
  if (picture == nullptr) return {};
  std::vector<std::string> art;
  const auto add = [&](std::string_view name) {
    if (!name.empty() && std::find(art.begin(), art.end(), name) == art.end())
      art.emplace_back(name);
  };
  add(picture->card);
  add(picture->sticker);
  if (!picture->card.empty()) return art;
  const PictureBoard board = board_of(*picture);
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
  if (picture->railway) add("railway");
  return art;
}

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
  wrapped_text(chapter.story, palette::kInkSoft);
  ImGui::Spacing();
  heading(frame, "New rules");
  for (const std::string& line : chapter.rules) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }

  // A picture of each new element, in rows as wide as the sheet.
  const float gap = 16.0f * s;
  bool first = true;
  for (const std::string& element : chapter.introduces) {
    const Picture* picture = picture_of(element);
    if (picture == nullptr) continue;
    const LaidOutPicture laid_out = lay_out(frame, *picture);
    const float width =
        std::max(laid_out.art_width(s), ImGui::CalcTextSize(laid_out.caption.c_str()).x);
    if (!first && ImGui::GetItemRectMax().x + gap + width <=
                      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
      ImGui::SameLine(0, gap);
    first = false;
    draw_picture(frame, laid_out, width);
  }
  ImGui::Spacing();
  heading(frame, "Episodes of this chapter");
  draw_overview_table(chapter, definition, episode);
  ImGui::PopStyleColor();
}

}  // namespace mycity::app
