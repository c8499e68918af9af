#include "screens/statistics_screen.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "i18n/grouped.hpp"
#include "i18n/translate.hpp"
#include "table/default_names.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;

namespace {

constexpr float kPanelHeight = 0.96f;  // of the display at most
constexpr float kPlotHeight = 110.0f;  // points, at UI scale 1
// Reading kept games in a frame: with the drawing, the frame stays within 60 Hz's 16.7 ms.
constexpr std::chrono::milliseconds kReadSlice{8};

std::string one_decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// The part whose newest kept game is the newest of all: the game last played.
int last_played(const std::vector<KeptStatistics>& parts) {
  int newest = 0;
  for (std::size_t i = 1; i < parts.size(); ++i)
    if (parts[i].newest > parts[static_cast<std::size_t>(newest)].newest)
      newest = static_cast<int>(i);
  return newest;
}

void add_people(const std::vector<table::GameOutcome>& games, std::vector<std::string>& people) {
  for (std::string& name : table::people_in(games))
    if (std::find(people.begin(), people.end(), name) == people.end())
      people.push_back(std::move(name));
}

// The scores in the order played, as a line rising and falling with them.
void scores_plot(UiFrame& frame, const std::vector<int>& scores) {
  std::vector<float> values(scores.begin(), scores.end());
  const auto [low, high] = std::minmax_element(values.begin(), values.end());
  ImGui::PushStyleColor(ImGuiCol_FrameBg, palette::kCardFace);
  ImGui::PushStyleColor(ImGuiCol_PlotLines, palette::kInk);
  ImGui::PlotLines("##scores", values.data(), static_cast<int>(values.size()), 0, nullptr,
                   *low - 1.0f, *high + 1.0f,
                   {ImGui::GetContentRegionAvail().x, kPlotHeight * frame.ui_scale});
  ImGui::PopStyleColor(2);
}

// The height the figures take, so that the panel is no taller than they are.
float statistics_height(UiFrame& frame, const table::PlayerStatistics& stats) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  float height = 2 * line;
  if (!stats.against.empty())
    height += spacing + line * static_cast<float>(1 + stats.against.size());
  if (stats.scores.size() >= 2) height += 2 * spacing + line + kPlotHeight * frame.ui_scale;
  return height;
}

}  // namespace

void StatisticsScreen::on_enter() {
  parts_.clear();
  recorded_.clear();
  people_.clear();
  message_.clear();
  read_ = false;
  for (const auto& game : games_)
    if (table::KeptOutcomesCache* kept = game->kept_games(); kept != nullptr) kept->relist();
}

void StatisticsScreen::read_slice() {
  const auto until = std::chrono::steady_clock::now() + kReadSlice;
  for (const auto& game : games_) {
    table::KeptOutcomesCache* kept = game->kept_games();
    if (kept != nullptr && kept->waiting() > 0 &&
        !kept->read_for(until - std::chrono::steady_clock::now()))
      return;
  }
  for (const auto& game : games_)
    for (KeptStatistics& part : game->kept_statistics()) parts_.push_back(std::move(part));
  for (const KeptStatistics& part : parts_) add_people(part.games, recorded_);
  list_people();
  part_ = last_played(parts_);
  read_ = true;
}

void StatisticsScreen::draw_reading() {
  std::size_t read = 0, listed = 0;
  for (const auto& game : games_) {
    if (const table::KeptOutcomesCache* kept = game->kept_games(); kept != nullptr) {
      read += kept->listed() - kept->waiting();
      listed += kept->listed();
    }
  }
  // TRANSLATORS: statistics, while the kept games are read: {1} read so far, of {2}.
  const std::string reading = tr("Reading finished games: {1} of {2}");
  wrapped_text(format(reading, i18n::grouped(read), i18n::grouped(listed)), palette::kInkSoft);
  ImGui::PushStyleColor(ImGuiCol_FrameBg, palette::kCardFace);
  ImGui::PushStyleColor(ImGuiCol_PlotHistogram, palette::kInk);
  ImGui::ProgressBar(listed > 0 ? static_cast<float>(read) / static_cast<float>(listed) : 0.0f,
                     {ImGui::GetContentRegionAvail().x, 0.0f}, "");
  ImGui::PopStyleColor(2);
}

void StatisticsScreen::list_people() {
  people_ = table::listed_people(roster_.people(), recorded_);
  person_ = std::clamp(person_, 0, std::max(0, static_cast<int>(people_.size()) - 1));
  new_name_.fill('\0');
}

void StatisticsScreen::draw_choices() {
  std::vector<std::string> people, parts;
  for (const table::ListedPerson& person : people_)
    people.push_back(table::shown_name(person.names.front()));
  for (const KeptStatistics& part : parts_) parts.push_back(tr(part.title));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Player").c_str());
  ImGui::SameLine();
  if (choice_combo("##person", "person", people, person_)) message_.clear();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Game").c_str());
  ImGui::SameLine();
  choice_combo("##part", "part", parts, part_);
}

float StatisticsScreen::person_height() const {
  if (people_.empty() || people_[static_cast<std::size_t>(person_)].id == 0) return 0.0f;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  return ImGui::GetFrameHeightWithSpacing() +
         (people_[static_cast<std::size_t>(person_)].names.size() > 1 ? line : 0.0f) +
         (message_.empty() ? 0.0f : 2 * line);
}

void StatisticsScreen::draw_person(const table::ListedPerson person) {
  if (person.id == 0) return;  // a name no one remembers: nothing to rename
  if (person.names.size() > 1) {
    std::string before;
    for (std::size_t i = 1; i < person.names.size(); ++i)
      before += (i > 1 ? ", " : "") + person.names[i];
    // TRANSLATORS: statistics: the names a remembered player played under before.
    wrapped_text(i18n::format(tr("Played before as: {1}"), before), palette::kInkSoft);
  }
  const std::string rename = tr("Rename");
  const std::string forget = tr("Forget");
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - framed_width({rename}) -
                          framed_width({forget}) - 2 * gap);
  ImGui::InputTextWithHint("##new-name", tr("New name").c_str(), new_name_.data(),
                           new_name_.size());
  ImGui::SameLine();
  ImGui::BeginDisabled(new_name_[0] == '\0');
  if (button((rename + "###rename").c_str())) {
    message_ = roster_.rename(person.id, new_name_.data()).error();
    if (message_.empty()) list_people();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (button((forget + "###forget").c_str())) {
    message_ = roster_.forget(person.id).error();
    list_people();
  }
  warning_text(message_);
}

table::PlayerStatistics StatisticsScreen::shown() const {
  if (people_.empty() || parts_.empty()) return {};
  const KeptStatistics& part = parts_[static_cast<std::size_t>(part_)];
  return table::player_statistics(part.games, people_[static_cast<std::size_t>(person_)].names,
                                  part.better);
}

void StatisticsScreen::draw_statistics(UiFrame& frame, const KeptStatistics& part,
                                       const table::PlayerStatistics& stats) {
  if (stats.games == 0) {
    wrapped_text(tr("No kept game of this player in this game."), palette::kInkSoft);
    return;
  }
  const ImU32 ink = palette::kInk;
  // TRANSLATORS: statistics: {1} games played, {2} of them won.
  wrapped_text(format(tr("Games: {1}    Wins: {2}"), stats.games, stats.wins), ink);
  if (stats.mean_score)
    // TRANSLATORS: statistics: {1} what a score counts ("Points"), {2} the mean, {3} the best.
    wrapped_text(format(tr("{1}: mean {2}, best {3}"), tr(part.score),
                        one_decimal(*stats.mean_score), *stats.best_score),
                 ink);
  if (!stats.against.empty()) {
    ImGui::Spacing();
    // TRANSLATORS: statistics: above one line per computer player, the games this player
    // played with it at the table and how many of those this player won.
    wrapped_text(tr("Games with a computer at the table:"), palette::kInkSoft);
    for (const table::ComputerResults& computer : stats.against) {
      const long together = computer.wins + computer.losses;
      // TRANSLATORS: statistics: {1} a computer player's name, {2} the games this player won of
      // the {3} they played with it (whoever won the others).
      wrapped_text(
          format(i18n::trn("{1}: won {2} of {3} game", "{1}: won {2} of {3} games", together),
                 table::shown_name(computer.computer, part.computers), computer.wins, together),
          ink);
    }
  }
  if (stats.scores.size() >= 2) {
    ImGui::Spacing();
    // TRANSLATORS: statistics: the title of a plot; {1} what a score counts ("Points").
    wrapped_text(format(tr("{1} over time, oldest first"), tr(part.score)), palette::kInkSoft);
    scores_plot(frame, stats.scores);
  }
}

void StatisticsScreen::draw(UiFrame& frame) {
  if (!read_) read_slice();
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##statistics", 640.0f * s, kPanelHeight);
  heading(frame, tr("Statistics").c_str());
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const KeptStatistics* part = parts_.empty() ? nullptr : &parts_[static_cast<std::size_t>(part_)];
  const int unreadable = part != nullptr ? part->unreadable : 0;
  const std::string& roster_problem = roster_.problem();
  const float footer = style.ItemSpacing.y * 3 + 44.0f * s + (unreadable > 0 ? 3.0f * line : 0.0f) +
                       (roster_problem.empty() ? 0.0f : 4.0f * line);
  const table::PlayerStatistics stats = shown();
  const float wanted = read_ ? 2 * ImGui::GetFrameHeightWithSpacing() + 2 * style.ItemSpacing.y +
                                   person_height() + statistics_height(frame, stats)
                             : line + ImGui::GetFrameHeightWithSpacing();
  begin_panel_body("##statistics-body", wanted, footer, kPanelHeight);
  if (!read_) {
    draw_reading();
  } else if (people_.empty() || part == nullptr) {
    wrapped_text(tr("No game has been finished yet: the statistics are made from the "
                    "finished games."),
                 palette::kInkSoft);
  } else {
    draw_choices();
    draw_person(people_[static_cast<std::size_t>(person_)]);
    ImGui::Separator();
    draw_statistics(frame, *part, stats);
  }
  ImGui::EndChild();
  if (unreadable > 0)
    // TRANSLATORS: statistics: kept games whose files are damaged; the list of finished games
    // says why.
    warning_text(format(i18n::trn("{1} kept game could not be read and is left out.",
                                  "{1} kept games could not be read and are left out.", unreadable),
                        unreadable));
  warning_text(roster_problem);
  ImGui::Separator();
  if (button((tr("Back") + "###back").c_str(), {ImGui::GetContentRegionAvail().x, 44.0f * s}))
    frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace app
