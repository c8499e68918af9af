#include "screens/mycity/setup_screen.hpp"

#include <algorithm>
#include <chrono>

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/day_game.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/house_rules_choice.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/kept_outcomes_cache.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
using mycity::session::SeatInfo;

namespace {

// New boards get six-digit numbers, easy to read out and type again; any seed may be typed.
constexpr std::uint64_t kBoardNumbers = 1'000'000;
// The day's best scores named on the setup: a line's worth.
constexpr std::size_t kDayBestShown = 5;

// A wrapped tooltip on the item just drawn, while the pointer is on it.
void explain_on_hover(const std::string& about) {
  if (!ImGui::IsItemHovered()) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::TextUnformatted(about.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// "Ann 41, Ben 38".
std::string best_scores(const std::vector<mycity::session::DayScore>& best) {
  std::string line;
  for (std::size_t i = 0; i < std::min(best.size(), kDayBestShown); ++i)
    line += (i > 0 ? ", " : "") + best[i].name + " " + std::to_string(best[i].score);
  return line;
}

}  // namespace

SetupScreen::SetupScreen(mycity::session::GameHub& hub, table::KeptOutcomesCache* kept)
    : hub_(hub), kept_(kept), rows_(false, hub.animals(), true, hub.roster()) {}

void SetupScreen::on_enter() {
  error_.clear();
  if (rows_.empty()) fill_from_last_game();
  if (kept_ != nullptr) kept_->catch_up();  // a day's game may have been kept since
  read_day_best();
}

void SetupScreen::fill_from_last_game() {
  house_rules_ = hub_.last_house_rules();
  const mycity::BoardChoice board = hub_.last_board();
  const bool day = hub_.last_day().has_value();
  board_ = day ? BoardKind::Day : board.seed ? BoardKind::Numbered : BoardKind::Printed;
  const std::string number =
      std::to_string(board.seed && !day ? *board.seed : base::random_seed() % kBoardNumbers);
  number.copy(board_number_.data(), board_number_.size() - 1);
  mycity::session::today_code(std::chrono::system_clock::now())
      .copy(day_code_.data(), day_code_.size() - 1);
  // The last game's players, or two fresh seats.
  std::vector<SeatInfo> seats = hub_.last_seats();
  if (seats.empty()) seats = {{"", 0, "", std::nullopt}, {"", 1, "", std::nullopt}};
  for (const SeatInfo& seat : seats) rows_.add(seat.name, seat.animal, seat.computer);
}

void SetupScreen::start(UiFrame& frame) {
  std::vector<SeatInfo> seats;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    seats.push_back({rows_.name(i), rows_.animal(i), "", rows_.computer(i)});
  if (board_ == BoardKind::Day) {
    // A date that is no day is already said in red under the field, once.
    const table::Result<mycity::session::DayGame> day = mycity::session::day_game(day_code_.data());
    if (!day) return;
    error_ = hub_.start_day(seats, *day).error();
    if (error_.empty()) frame.go_to = MyCityScreen::Play;
    return;
  }
  mycity::BoardChoice board;
  if (board_ == BoardKind::Numbered) {
    board.seed = base::seed_from_text(board_number_.data());
    if (!board.seed) {
      error_ = tr("A board number is a whole number from 0 to 18446744073709551615.");
      return;
    }
  }
  error_ = hub_.start(seats, base::random_seed(), house_rules_, board).error();
  if (error_.empty()) frame.go_to = MyCityScreen::Play;
}

void SetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##setup", 860.0f * s, 0.96f);
  heading(frame, tr("New Eternity game").c_str());
  wrapped_text(tr("2 to 4 players share this screen and take turns. Each player picks a name "
                  "and an animal; every animal plays once."),
               palette::kInkSoft);
  wrapped_text(tr("Any seat can be the computer, easy, medium or hard: one person and one "
                  "to three computers make a solo game."),
               palette::kInkSoft);
  // A suggestion, never a lock: a group may have played the printed campaign.
  wrapped_text(tr("The printed rules ask that at least one of you has played episodes "
                  "1\xE2\x80\x93"
                  "5 of the campaign first; you may start all the same."),
               palette::kInkSoft);
  ImGui::Spacing();
  rows_.draw(frame, hub_.min_players(), hub_.max_players());
  ImGui::Spacing();
  draw_board_choice(frame);
  if (board_ == BoardKind::Day)
    draw_day_scores();
  else
    house_rules_choice(house_rules_);
  if (hub_.autosave_enabled() && hub_.can_continue()) {
    wrapped_text(tr("Starting replaces the game in progress under Continue."), palette::kInkSoft);
  }
  warning_text(error_);
  if (back_and_action(frame, tr("Start game").c_str())) start(frame);
  ImGui::End();
}

// One row, the field of the board chosen at its end: with four players the smallest windows
// have no room for a line more.
void SetupScreen::draw_board_choice(UiFrame& frame) {
  const std::string about =
      tr("Every player builds on the same board. A new board has the printed board's mountains, "
         "forest, trees, rocks, wells and gold, laid out anew; its number brings it back.");
  const auto choice = [&](const std::string& label, BoardKind kind, const std::string& hint) {
    if (ImGui::RadioButton(label.c_str(), board_ == kind)) {
      board_ = kind;
      error_.clear();  // it was about the board chosen before
    }
    explain_on_hover(hint);
    ImGui::SameLine();
  };
  ImGui::Spacing();
  choice(tr("The printed board") + "###printed", BoardKind::Printed, about);
  choice(tr("A new board") + "###new", BoardKind::Numbered, about);
  choice(tr("Game of the day") + "###day", BoardKind::Day,
         tr("The same board and deck for everyone on that day, without house rules: tell "
            "friends the date and compare your scores."));
  ImGui::SetNextItemWidth(std::min(190.0f * frame.ui_scale, ImGui::GetContentRegionAvail().x));
  if (board_ == BoardKind::Day) {
    if (ImGui::InputText("##day-code", day_code_.data(), day_code_.size())) {
      read_day_best();
      error_.clear();
    }
    return;
  }
  ImGui::BeginDisabled(board_ != BoardKind::Numbered);
  if (ImGui::InputText("##board-number", board_number_.data(), board_number_.size(),
                       ImGuiInputTextFlags_CharsDecimal))
    error_.clear();
  ImGui::EndDisabled();
}

// In the house rules' place: the day's game has none, and its best scores so far.
void SetupScreen::draw_day_scores() {
  wrapped_text(tr("The game of the day is played without house rules."), palette::kInkSoft);
  if (!day_code_ok_) {
    warning_text(day_best_);
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInkSoft);
  ImGui::TextUnformatted(
      fitted(day_best_, ImGui::GetContentRegionAvail().x, WholeText::InTooltip).c_str());
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", day_best_.c_str());
}

void SetupScreen::read_day_best() {
  const table::Result<mycity::session::DayGame> day = mycity::session::day_game(day_code_.data());
  day_code_ok_ = static_cast<bool>(day);
  if (!day) {
    day_best_ = day.error();
    return;
  }
  const std::vector<mycity::session::DayScore> best =
      kept_ != nullptr ? hub_.day_best(*kept_, *day) : std::vector<mycity::session::DayScore>{};
  // TRANSLATORS: {1} lists names and scores: "Ann 41, Ben 38".
  day_best_ = best.empty() ? tr("Nobody has played this day's game yet.")
                           : i18n::format(tr("The day's best: {1}"), best_scores(best));
}

}  // namespace app
