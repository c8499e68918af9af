#include "screens/mycity/campaign/campaign_views.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include "i18n/translate.hpp"
#include "mycity/session/game_text.hpp"
#include "mycity/session/presentation.hpp"
#include "mycity/session/progress_grid.hpp"
#include "mycity/session/ranking_order.hpp"
#include "mycity/session/sticker_layout.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "screens/mycity/paint/city_view.hpp"
#include "table/default_names.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;
using i18n::trn;
using mycity::session::score_number;
using mycity::session::signed_points;
using mycity::session::tie_break_notes;

namespace {

std::string joined_labels(const mycity::session::TermWords& words,
                          const std::vector<std::string>& ids) {
  std::string text;
  for (const std::string& id : ids) text += (text.empty() ? "" : ", ") + words.sticker_label(id);
  return text.empty() ? "\xE2\x80\x94" : text;
}

// A city's line in the episode's history, if it has one.
const mycity::EpisodeHistory* history_of(const mycity::CampaignPlayer& player, int episode) {
  const mycity::EpisodeHistory* history = nullptr;
  for (const mycity::EpisodeHistory& h : player.history)
    if (h.episode == episode) history = &h;
  return history;
}

// A city as the episode left it, small, at the cursor.
void result_city(UiFrame& frame, const mycity::City& city) {
  BoardDrawStyle style;
  style.origin = ImGui::GetCursorScreenPos();
  style.cell = snap_cell_size(16.0f * frame.ui_scale, frame.pixel_density);
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  draw_city(ImGui::GetWindowDrawList(), frame.art, city, style);
  ImGui::Dummy({style.cell * static_cast<float>(city.layout().width),
                style.cell * static_cast<float>(city.layout().height)});
}

void warning_line(const std::string& text) {
  ImGui::TextColored(ImColor(palette::kWarn), "%s", text.c_str());
}

// The rank, city, player and score; the terms; the cap reached, a deficit.
void result_lines(UiFrame& frame, const mycity::session::TermWords& words,
                  const mycity::Campaign& campaign, const mycity::PlayerResult& r, int seat) {
  const mycity::CampaignPlayer& player = campaign.player(seat);
  ImGui::PushFont(frame.fonts.heading);
  // TRANSLATORS: {1}: the rank; {2}: a city; {3}: its player; {4}: the score.
  ImGui::TextUnformatted(format(tr("{1}. {2}  \xC2\xB7  {3}  \xC2\xB7  {4} points"), r.rank,
                                table::shown_name(player.city), table::shown_name(player.name),
                                score_number(r.score))
                             .c_str());
  ImGui::PopFont();
  std::string terms;
  for (const mycity::TermPoints& t : r.breakdown)
    terms += (terms.empty() ? "" : "   ") +
             // TRANSLATORS: a scoring term and its points, e.g. "Rows +4".
             format(tr("{1} {2}"), words.term_label(t.term), signed_points(t.points));
  ImGui::TextWrapped("%s", terms.c_str());
  if (r.capped) {
    const int cap = campaign.episode_def().ruleset.cap.value_or(0);
    warning_line(
        format(tr("Reached the top of the track, {1} points: the score stops there."), cap));
  }
  if (r.score < 0) {
    warning_line(format(tr("Ended {1} points below zero: losses larger than the score "
                           "are carried as a deficit."),
                        -r.score));
  }
}

// The place, the progress gained, the stickers received and any forfeited.
void reward_lines(const mycity::session::TermWords& words, const mycity::Campaign& campaign,
                  int episode, const mycity::EpisodeHistory& history) {
  // TRANSLATORS: {1}: a place such as "1st place"; {2}: a number.
  ImGui::TextUnformatted(format(trn("{1}: {2} progress symbol filled",
                                    "{1}: {2} progress symbols filled", history.progress),
                                place_words(history.rank, campaign.player_count()),
                                history.progress)
                             .c_str());
  const mycity::PlaceReward& reward =
      campaign.definition().episode(episode).rewards.of(history.place);
  ImGui::TextUnformatted(
      format(tr("Receives: {1}"), joined_labels(words, reward.stickers)).c_str());
  if (!history.forfeited.empty()) {
    warning_line(format(tr("Forfeited (no legal place on the board): {1}"),
                        joined_labels(words, history.forfeited)));
  }
}

}  // namespace

std::vector<RewardColumn> reward_columns(int players) {
  std::vector<RewardColumn> columns;
  for (int rank = 1; rank <= players; ++rank) {
    const mycity::Place place = mycity::reward_place(rank, players);
    if (columns.empty() || columns.back().place != place) columns.push_back({place, rank});
  }
  return columns;
}

std::string column_heading(const RewardColumn& column) {
  if (column.first_rank == 1) return tr("1st place");
  return column.first_rank == 2 ? tr("2nd place") : tr("Others");
}

std::string place_words(int rank, int players) {
  const std::vector<RewardColumn> columns = reward_columns(players);
  auto column = columns.begin();
  while (std::next(column) != columns.end() && std::next(column)->first_rank <= rank) ++column;
  return column->first_rank > 2 ? tr("other places") : column_heading(*column);
}

std::optional<mycity::Cell> campaign_board(UiFrame& frame, const mycity::BoardLayout& board,
                                           float cell, const mycity::Bitboard& highlight,
                                           const char* id, const mycity::Bitboard& placed) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  BoardDrawStyle style;
  style.origin = ImGui::GetCursorScreenPos();
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  draw_board(list, frame.art, board, {}, style);
  mark_cells(list, highlight, style, palette::kCampaignMark);
  mark_cells(list, placed, style, palette::kStickerPlaced);
  const ImVec2 size{cell * static_cast<float>(board.width),
                    cell * static_cast<float>(board.height)};
  ImGui::InvisibleButton(id, size);
  if (!ImGui::IsItemClicked(ImGuiMouseButton_Left)) return std::nullopt;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const mycity::Cell c{static_cast<int>((mouse.x - style.origin.x) / cell),
                       static_cast<int>((mouse.y - style.origin.y) / cell)};
  if (c.x < 0 || c.y < 0 || c.x >= board.width || c.y >= board.height) return std::nullopt;
  return c;
}

void begin_sheet(const char* id, float footer) {
  const ImVec2 window = ImGui::GetIO().DisplaySize;
  const mycity::session::Rect sheet = mycity::session::campaign_sheet(window.x, window.y);
  ImGui::SetNextWindowPos({sheet.x, sheet.y});
  ImGui::SetNextWindowSize({sheet.w, sheet.h});
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin(
      id, nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  begin_scroll_body("##body", footer);
}

void progress_symbols(const mycity::Campaign& campaign, int seat, float size) {
  const int filled = campaign.player(seat).progress;
  const int capacity = campaign.progress_capacity();
  ImGui::TextWrapped("%s", format(tr("Progress symbols: {1} of {2} filled. The city with the "
                                     "most after the last episode wins the campaign."),
                                  filled, capacity)
                               .c_str());
  // Two rows, as on the board (R45), in groups of ten so a count can be read at a glance.
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const mycity::session::ProgressGrid grid =
      mycity::session::progress_grid(capacity, size, ImGui::GetContentRegionAvail().x);
  for (int i = 0; i < capacity; ++i) {
    const ImVec2 c{at.x + grid.centre_x(i), at.y + grid.centre_y(i)};
    if (i < filled) {
      list->AddCircleFilled(c, size * 0.4f, palette::kProgressFilled);
    } else {
      list->AddCircle(c, size * 0.4f, palette::kProgressEmpty, 0, 1.5f);
    }
  }
  ImGui::Dummy({grid.width(), grid.height()});
}

void episode_results(UiFrame& frame, const mycity::session::TermWords& words,
                     const mycity::Campaign& campaign) {
  if (campaign.episode_logs().empty()) return;
  const mycity::EpisodeLog& log = campaign.episode_logs().back();
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  for (const int seat : mycity::session::ranking_order(log.result)) {
    ImGui::PushID(seat);
    ImGui::Separator();
    if (campaign.has_game()) {  // the city as the episode left it, beside its lines
      result_city(frame, campaign.game().player(seat).city);
      ImGui::SameLine(0, 16.0f * frame.ui_scale);
    }
    ImGui::BeginGroup();
    result_lines(frame, words, campaign, log.result.players[static_cast<std::size_t>(seat)], seat);
    if (const mycity::EpisodeHistory* history = history_of(campaign.player(seat), log.episode))
      reward_lines(words, campaign, log.episode, *history);
    progress_symbols(campaign, seat, 18.0f * frame.ui_scale);
    ImGui::EndGroup();
    ImGui::PopID();
  }
  if (campaign.has_game()) {
    for (const std::string& note : tie_break_notes(campaign.game(), log.result))
      ImGui::TextWrapped("%s", note.c_str());
  }
  ImGui::PopStyleColor();
}

void city_history(const mycity::session::TermWords& words, const mycity::Campaign& campaign,
                  int seat) {
  const mycity::CampaignPlayer& player = campaign.player(seat);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  ImGui::PushID(seat);
  if (ImGui::BeginTable("##history", 5, flags)) {
    ImGui::TableSetupColumn(tr("Episode").c_str(), ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn(tr("Player").c_str());
    ImGui::TableSetupColumn(tr("Score").c_str());
    ImGui::TableSetupColumn(tr("Place").c_str());
    ImGui::TableSetupColumn(tr("Stickers gained").c_str());
    ImGui::TableHeadersRow();
    for (const mycity::EpisodeHistory& h : player.history) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d", h.episode);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(h.player.c_str());
      ImGui::TableNextColumn();
      const std::string score = score_number(h.score);
      ImGui::TextUnformatted(
          // TRANSLATORS: a score that reached the top of the track.
          (h.capped ? format(tr("{1} (cap)"), score) : score).c_str());
      ImGui::TableNextColumn();
      // TRANSLATORS: {1}: the rank in the episode; {2}: progress symbols gained.
      ImGui::TextUnformatted(format(tr("{1} (+{2} progress)"), h.rank, h.progress).c_str());
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", joined_labels(words, h.stickers_gained).c_str());
    }
    ImGui::EndTable();
  }
  ImGui::PopID();
}

}  // namespace app
