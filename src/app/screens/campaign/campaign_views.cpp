#include "screens/campaign/campaign_views.hpp"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <string>

#include "i18n/translate.hpp"
#include "mycity/session/default_names.hpp"
#include "mycity/session/game_text.hpp"
#include "mycity/session/presentation.hpp"
#include "paint/board_view.hpp"
#include "paint/city_view.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::format;
using i18n::tr;
using i18n::trn;
using session::score_number;
using session::signed_points;
using session::tie_break_notes;

namespace {

std::string joined_labels(const session::TermWords& words, const std::vector<std::string>& ids) {
  std::string text;
  for (const std::string& id : ids) text += (text.empty() ? "" : ", ") + words.sticker_label(id);
  return text.empty() ? "\xE2\x80\x94" : text;
}

}  // namespace

std::vector<RewardColumn> reward_columns(int players) {
  std::vector<RewardColumn> columns;
  for (int rank = 1; rank <= players; ++rank) {
    const Place place = reward_place(rank, players);
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

std::optional<Cell> campaign_board(UiFrame& frame, const BoardLayout& board, float cell,
                                   const Bitboard& highlight, const char* id,
                                   const Bitboard& placed) {
  ImDrawList* list = ImGui::GetWindowDrawList();
  BoardDrawStyle style;
  style.origin = ImGui::GetCursorScreenPos();
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  draw_board(list, frame.art, board, {}, style);
  mark_cells(list, highlight, style, palette::kCampaignMark);
  mark_cells(list, placed, style, IM_COL32_WHITE);
  const ImVec2 size{cell * static_cast<float>(board.width),
                    cell * static_cast<float>(board.height)};
  ImGui::InvisibleButton(id, size);
  if (!ImGui::IsItemClicked(ImGuiMouseButton_Left)) return std::nullopt;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const Cell c{static_cast<int>((mouse.x - style.origin.x) / cell),
               static_cast<int>((mouse.y - style.origin.y) / cell)};
  if (c.x < 0 || c.y < 0 || c.x >= board.width || c.y >= board.height) return std::nullopt;
  return c;
}

void begin_sheet(const char* id, float footer) {
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos({io.DisplaySize.x * 0.04f, io.DisplaySize.y * 0.04f});
  ImGui::SetNextWindowSize({io.DisplaySize.x * 0.92f, io.DisplaySize.y * 0.92f});
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin(
      id, nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  begin_scroll_body("##body", footer);
}

void progress_symbols(const Campaign& campaign, int seat, float size) {
  const int filled = campaign.player(seat).progress;
  const int capacity = campaign.progress_capacity();
  ImGui::TextWrapped("%s", format(tr("Progress symbols: {1} of {2} filled. The city with the "
                                     "most after the last episode wins the campaign."),
                                  filled, capacity)
                               .c_str());
  // Two rows, as on the board (R45), in groups of ten so a count can be read at a glance.
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float gap = size * 0.5f;
  const auto x_of = [&](int column) {
    return (static_cast<float>(column) + 0.5f) * size + static_cast<float>(column / 10) * gap;
  };
  const int fits = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().x / (size * 1.05f)));
  const int per_row = std::min(fits, std::max(1, (capacity + 1) / 2));
  for (int i = 0; i < capacity; ++i) {
    const ImVec2 c{at.x + x_of(i % per_row),
                   at.y + (static_cast<float>(i / per_row) + 0.5f) * size};
    if (i < filled) {
      list->AddCircleFilled(c, size * 0.4f, palette::kProgressFilled);
    } else {
      list->AddCircle(c, size * 0.4f, palette::kProgressEmpty, 0, 1.5f);
    }
  }
  const int rows = std::max(1, (capacity + per_row - 1) / per_row);
  ImGui::Dummy({x_of(per_row - 1) + size * 0.5f, size * static_cast<float>(rows)});
}

void episode_results(UiFrame& frame, const Campaign& campaign) {
  if (campaign.episode_logs().empty()) return;
  const EpisodeLog& log = campaign.episode_logs().back();
  const GameResult& result = log.result;
  std::vector<int> order(result.players.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return result.players[static_cast<std::size_t>(a)].rank <
           result.players[static_cast<std::size_t>(b)].rank;
  });
  const int cap = campaign.episode_def().ruleset.cap.value_or(0);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  for (const int seat : order) {
    const PlayerResult& r = result.players[static_cast<std::size_t>(seat)];
    const CampaignPlayer& player = campaign.player(seat);
    const EpisodeHistory* history = nullptr;
    for (const EpisodeHistory& h : player.history)
      if (h.episode == log.episode) history = &h;
    ImGui::PushID(seat);
    ImGui::Separator();
    if (campaign.has_game()) {  // the city as the episode left it, beside its lines
      const City& city = campaign.game().player(seat).city;
      BoardDrawStyle style;
      style.origin = ImGui::GetCursorScreenPos();
      style.cell = snap_cell_size(16.0f * frame.ui_scale, frame.pixel_density);
      style.pixel_density = frame.pixel_density;
      style.patterns = frame.settings.get().colour_blind_patterns;
      style.sticker_spots = false;
      draw_city(ImGui::GetWindowDrawList(), frame.art, city, style);
      ImGui::Dummy({style.cell * static_cast<float>(city.layout().width),
                    style.cell * static_cast<float>(city.layout().height)});
      ImGui::SameLine(0, 16.0f * frame.ui_scale);
    }
    ImGui::BeginGroup();
    ImGui::PushFont(frame.fonts.heading);
    // TRANSLATORS: {1}: the rank; {2}: a city; {3}: its player; {4}: the score.
    ImGui::TextUnformatted(format(tr("{1}. {2}  \xC2\xB7  {3}  \xC2\xB7  {4} points"), r.rank,
                                  session::shown_name(player.city),
                                  session::shown_name(player.name), score_number(r.score))
                               .c_str());
    ImGui::PopFont();
    std::string terms;
    for (const TermPoints& t : r.breakdown)
      terms += (terms.empty() ? "" : "   ") +
               // TRANSLATORS: a scoring term and its points, e.g. "Rows +4".
               format(tr("{1} {2}"), frame.presentation.words.term_label(t.term),
                      signed_points(t.points));
    ImGui::TextWrapped("%s", terms.c_str());
    if (r.capped) {
      ImGui::TextColored(
          ImColor(palette::kWarn), "%s",
          format(tr("Reached the top of the track, {1} points: the score stops there."), cap)
              .c_str());
    }
    if (r.score < 0) {
      ImGui::TextColored(ImColor(palette::kWarn), "%s",
                         format(tr("Ended {1} points below zero: losses larger than the score "
                                   "are carried as a deficit."),
                                -r.score)
                             .c_str());
    }
    if (history != nullptr) {
      // TRANSLATORS: {1}: a place such as "1st place"; {2}: a number.
      ImGui::TextUnformatted(format(trn("{1}: {2} progress symbol filled",
                                        "{1}: {2} progress symbols filled", history->progress),
                                    place_words(history->rank, campaign.player_count()),
                                    history->progress)
                                 .c_str());
      const PlaceReward& reward =
          campaign.definition().episode(log.episode).rewards.of(history->place);
      ImGui::TextUnformatted(
          format(tr("Receives: {1}"), joined_labels(frame.presentation.words, reward.stickers))
              .c_str());
      if (!history->forfeited.empty()) {
        ImGui::TextColored(ImColor(palette::kWarn), "%s",
                           format(tr("Forfeited (no legal place on the board): {1}"),
                                  joined_labels(frame.presentation.words, history->forfeited))
                               .c_str());
      }
    }
    progress_symbols(campaign, seat, 18.0f * frame.ui_scale);
    ImGui::EndGroup();
    ImGui::PopID();
  }
  if (campaign.has_game()) {
    for (const std::string& note : tie_break_notes(campaign.game(), result))
      ImGui::TextWrapped("%s", note.c_str());
  }
  ImGui::PopStyleColor();
}

void city_history(const UiFrame& frame, const Campaign& campaign, int seat) {
  const CampaignPlayer& player = campaign.player(seat);
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
    for (const EpisodeHistory& h : player.history) {
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
      ImGui::TextWrapped("%s", joined_labels(frame.presentation.words, h.stickers_gained).c_str());
    }
    ImGui::EndTable();
  }
  ImGui::PopID();
}

}  // namespace mycity::app
